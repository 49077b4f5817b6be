// 'Create a company': name, identifier (suggested from the name until edited) and logo URL,
// sent through create_company. Online only; on success the new company joins Switch Roles at
// once, since the device is asked to pull the person's memberships now. The form is
// react-hook-form with the new-company schema (made from the companies row schema).
import { Button, Center, Flex, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Building2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { requestAccessRefresh } from '@/lib/access-refresh';
import { useSchemaForm } from '@/lib/form';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';
import { createCompany } from '../../data/account-rpcs';
import { newCompanySchema, suggestIdentifier, type NewCompanyValues } from '../../utils/company-identifier';
import { isWebAddress } from '@/utils/web-address';
import { SectionCard } from '../section-card';

const EMPTY: NewCompanyValues = { name: '', identifier: '', logo_url: '' };
const schema = newCompanySchema((url) => isWebAddress(url, { httpsOnly: true }));

export function CreateCompanySection() {
  const online = useOnline();
  const engine = useSyncSession()?.engine;
  const form = useSchemaForm(schema, EMPTY);
  const { register, setValue, watch } = form;
  const errors = form.formState.errors;
  const values = watch();
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const [busy, setBusy] = useState(false);

  // The identifier follows the name until the person types their own.
  useEffect(() => {
    const sub = watch((next, { name, type }) => {
      if (name === 'name' && !identifierEdited) setValue('identifier', suggestIdentifier(next.name ?? ''));
      // Only the person's own typing (type 'change') counts as editing, not the suggestion above.
      if (name === 'identifier' && type === 'change') setIdentifierEdited((next.identifier ?? '').trim() !== '');
    });
    return () => sub.unsubscribe();
  }, [watch, setValue, identifierEdited]);

  const submit = form.handleSubmit(async (values) => {
    if (!online) return;
    setBusy(true);
    const result = await createCompany(await getSupabase(), {
      name: values.name,
      identifier: values.identifier,
      logo_url: values.logo_url,
    });
    setBusy(false);
    if (result.error || !result.data) {
      const message = result.error ?? 'Try again.';
      if (/identifier/i.test(message)) form.setError('identifier', { message });
      else notify('error', { title: 'The company was not created', description: message });
      return;
    }
    // The membership and the owner role are the server's; pull them now rather than wait for Realtime.
    engine?.reSync();
    requestAccessRefresh();
    notify('success', {
      title: 'Company created',
      description: `${result.data.name} is in Switch Roles; you are its owner.`,
    });
    form.reset(EMPTY);
    setIdentifierEdited(false);
  });

  const logo = values.logo_url.trim();
  return (
    <SectionCard
      id="create-company"
      title="Create a company"
      description="Start a company workspace to post jobs and hire. You become its owner."
    >
      <form onSubmit={submit} noValidate aria-label="Create a company">
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label="Company name" error={errors.name?.message} required>
              <Input {...register('name')} autoComplete="organization" />
            </FormField>
            <FormField
              label="Identifier"
              error={errors.identifier?.message}
              helper={`Its public address: /company/${values.identifier || 'your-company'}`}
              required
            >
              <Input {...register('identifier')} spellCheck={false} autoCapitalize="off" />
            </FormField>
          </Grid>
          <Flex gap="4" align="start">
            {values.name.trim() || logo ? (
              <Avatar
                name={values.name || null}
                src={logo && isWebAddress(logo, { httpsOnly: true }) ? logo : null}
                size="md"
                shape="rounded"
              />
            ) : (
              <Center boxSize="10" borderRadius="l2" bg="bg.muted" color="fg.muted" flexShrink={0} aria-hidden>
                <AppIcon icon={Building2Icon} boxSize="5" />
              </Center>
            )}
            <FormField
              label="Logo URL"
              error={errors.logo_url?.message}
              helper="Optional: a link to the company's logo."
            >
              <Input {...register('logo_url')} placeholder="https://…/logo.png" inputMode="url" />
            </FormField>
          </Flex>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={busy} disabled={!online}>
              Create company
            </Button>
            {!online && (
              <Text fontSize="sm" color="fg.warning" role="status">
                You're offline. Creating a company needs a connection; what you typed stays here.
              </Text>
            )}
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
