// Company Profile: the selected company as talent sees it, editable by its owners and admins;
// everyone else reads it, told why they cannot edit.
import { Alert, Button, Card, DataList, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExternalLinkIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { companyRoleLabel } from '@/utils/member-role-labels';
import { useCompany } from '../../data/use-company';
import { profileValues, type CompanyProfileValues } from '../../utils/company-profile-form';
import type { CompanyRef } from '../../utils/company-ref';
import { canEditCompany } from '../../utils/member-permissions';
import { PageHeader } from '@/components/page-header';
import { CompanyLogo } from './company-logo';
import { CompanyProfileForm } from './company-profile-form';
import { OnlineAiSetting } from './online-ai-setting';

const FIELDS: [keyof CompanyProfileValues, string][] = [
  ['description', 'About'],
  ['website', 'Website'],
  ['size', 'Company size'],
  ['location', 'Location'],
  ['industry', 'Industry'],
];

function ReadOnlyProfile({ values, logoUrl }: { values: CompanyProfileValues; logoUrl: string | null }) {
  return (
    <Stack gap="5">
      <Stack direction="row" gap="4" align="center">
        <Avatar name={values.name} src={logoUrl} size="lg" shape="rounded" label={`${values.name} logo`} />
        <Text fontWeight="semibold" fontSize="lg">
          {values.name}
        </Text>
      </Stack>
      <DataList.Root orientation="horizontal" gap="4">
        {FIELDS.map(([key, label]) => (
          <DataList.Item key={key} flexDirection={{ base: 'column', md: 'row' }} alignItems="start" gap="1">
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-line" color={values[key] ? 'fg' : 'fg.muted'}>
              {values[key] || 'Not set'}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

export function CompanyProfilePage({ selectedCompany }: { selectedCompany: CompanyRef }) {
  const company = useCompany(selectedCompany.company_id);
  const role = selectedCompany.user_role;
  const editable = canEditCompany(role);
  const identifier = company?.identifier ?? selectedCompany.company_identifier;

  return (
    <Stack gap="6" maxW="3xl" pb="16">
      <PageHeader
        title="Company Profile"
        description="How your company appears to talent on its public page."
        actions={
          identifier && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={paths.publicCompany(identifier)} target="_blank" rel="noopener">
                View public page
                <AppIcon icon={ExternalLinkIcon} boxSize="4" />
              </RouterLink>
            </Button>
          )
        }
      />
      {company && !editable && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            Only company owners, super admins and admins can edit the profile; you are {companyRoleLabel(role)}.
          </Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline">
        <Card.Body>
          {company === undefined ? (
            <Stack gap="4" aria-busy="true" aria-label="Loading the company profile">
              <Skeleton height="10" />
              <Skeleton height="16" />
              <Skeleton height="28" />
            </Stack>
          ) : company === null ? (
            <Stack gap="4" aria-busy="true" aria-label="Loading the company profile">
              <Text color="fg.muted">Bringing {selectedCompany.company_name}'s profile to this device…</Text>
              <Skeleton height="10" />
              <Skeleton height="28" />
            </Stack>
          ) : editable ? (
            <Stack gap="6">
              <CompanyLogo companyId={company.id} name={company.name} logoUrl={company.logo_url ?? null} />
              <CompanyProfileForm key={company.id} companyId={company.id} saved={profileValues(company)} />
            </Stack>
          ) : (
            <ReadOnlyProfile values={profileValues(company)} logoUrl={company.logo_url ?? null} />
          )}
        </Card.Body>
      </Card.Root>
      {company && editable && <OnlineAiSetting companyId={company.id} />}
    </Stack>
  );
}
