// The company profile editor (the logo is uploaded beside it, company-logo.tsx): name, about, website, size, location
// and industry, each checked beside its field. Saving needs a connection; whatever was typed
// stays in the form until it is saved, whatever happens. The form is react-hook-form with the
// company profile schema (made from the companies row schema).
import { Alert, Button, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { useSchemaForm } from '@/lib/form';
import { saveCompanyProfile } from '../../data/company-profile-commands';
import {
  companyProfileSchema,
  companySizes,
  sameValues,
  type CompanyProfileValues,
} from '../../utils/company-profile-form';

interface Props {
  companyId: string;
  saved: CompanyProfileValues;
}

export function CompanyProfileForm({ companyId, saved }: Props) {
  const online = useOnline();
  const form = useSchemaForm(companyProfileSchema, saved);
  const { register } = form;
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const values = form.watch();
  const unchanged = sameValues(values, saved);

  const submit = form.handleSubmit(async () => {
    setFailure(null);
    if (!online) return;
    setBusy(true);
    const { error } = await saveCompanyProfile(companyId, values);
    setBusy(false);
    if (error) setFailure(error);
    else notify('success', { title: 'Company profile saved' });
  });

  const field = (key: keyof CompanyProfileValues, label: string, input: ReactNode, helper?: string) => (
    <FormField label={label} error={errors[key]?.message} helper={helper}>
      {input}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Company profile">
      <Stack gap="5">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The profile was not saved</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {field('name', 'Company name', <Input {...register('name')} autoComplete="organization" />)}
        {field('description', 'About', <Textarea {...register('description')} rows={5} autoresize />)}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          {field(
            'website',
            'Website',
            <Input {...register('website')} placeholder="https://example.com" inputMode="url" />,
          )}
          {field(
            'size',
            'Company size',
            <NativeSelect.Root>
              <NativeSelect.Field {...register('size')}>
                <option value="">Not set</option>
                {values.size && !(companySizes as readonly string[]).includes(values.size) && (
                  <option value={values.size}>{values.size}</option>
                )}
                {companySizes.map((size) => (
                  <option key={size} value={size}>
                    {size} employees
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field('location', 'Location', <Input {...register('location')} placeholder="City, country" />)}
          {field('industry', 'Industry', <Input {...register('industry')} />)}
        </Grid>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!online || unchanged}>
            {online ? 'Save changes' : 'Saving the profile needs a connection'}
          </Button>
          {!unchanged && (
            <Button variant="ghost" onClick={() => (form.reset(saved), setFailure(null))}>
              Undo changes
            </Button>
          )}
          {!online && (
            <Text fontSize="sm" color="fg.muted" role="status">
              You are offline. Your changes stay here until you can save them.
            </Text>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
