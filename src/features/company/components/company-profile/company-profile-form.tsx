// The company profile editor: name, logo (with a live preview), about, website, size, location
// and industry, each checked beside its field. Saving needs a connection; whatever was typed
// stays in the form until it is saved, whatever happens.
import { Alert, Button, Flex, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Avatar } from '@/components/avatar';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { saveCompanyProfile } from '../../data/company-profile-commands';
import {
  companySizes,
  isLogoAddress,
  sameValues,
  validateProfile,
  type CompanyProfileErrors,
  type CompanyProfileValues,
} from '../../utils/company-profile-form';

interface Props {
  companyId: string;
  saved: CompanyProfileValues;
}

export function CompanyProfileForm({ companyId, saved }: Props) {
  const online = useOnline();
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<CompanyProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = sameValues(values, saved);

  const set = (key: keyof CompanyProfileValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length || !online) return;
    setBusy(true);
    const { error } = await saveCompanyProfile(companyId, values);
    setBusy(false);
    if (error) setFailure(error);
    else notify('success', { title: 'Company profile saved' });
  };

  const logo = values.logo_url.trim();
  const field = (key: keyof CompanyProfileValues, label: string, input: ReactNode, helper?: string) => (
    <FormField label={label} error={errors[key]} helper={helper}>
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
        {field(
          'name',
          'Company name',
          <Input value={values.name} onChange={set('name')} autoComplete="organization" />,
        )}
        <Flex gap="4" align="start">
          <Avatar name={values.name} src={logo && isLogoAddress(logo) ? logo : null} size="lg" shape="rounded" />
          {field(
            'logo_url',
            'Logo URL',
            <Input
              value={values.logo_url}
              onChange={set('logo_url')}
              placeholder="https://…/logo.png"
              inputMode="url"
            />,
            'The preview shows how the logo appears across Evee.',
          )}
        </Flex>
        {field(
          'description',
          'About',
          <Textarea value={values.description} onChange={set('description')} rows={5} autoresize />,
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          {field(
            'website',
            'Website',
            <Input
              value={values.website}
              onChange={set('website')}
              placeholder="https://example.com"
              inputMode="url"
            />,
          )}
          {field(
            'size',
            'Company size',
            <NativeSelect.Root>
              <NativeSelect.Field value={values.size} onChange={set('size')}>
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
          {field(
            'location',
            'Location',
            <Input value={values.location} onChange={set('location')} placeholder="City, country" />,
          )}
          {field('industry', 'Industry', <Input value={values.industry} onChange={set('industry')} />)}
        </Grid>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!online || unchanged}>
            {online ? 'Save changes' : 'Saving the profile needs a connection'}
          </Button>
          {!unchanged && (
            <Button variant="ghost" onClick={() => (setValues(saved), setErrors({}), setFailure(null))}>
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
