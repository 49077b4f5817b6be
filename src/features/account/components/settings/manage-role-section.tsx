// 'Manage My Role': the roles the person holds and the company workspaces they belong to, as
// the device knows them, each with a way into its workspace; and 'Apply for Recruiter' for
// those who are not recruiters yet.
import { Badge, Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon, BadgeCheckIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { companyRoleLabel } from '@/utils/member-role-labels';
import { useMyAccess } from '../../data/use-my-access';
import { roleLabel, workspaceOfRole, type RoleWorkspace } from '../../utils/role-labels';
import { SectionCard } from '../section-card';

export interface ManageRoleProps {
  /** Opens a workspace (for a company, selecting it first), as Switch Roles does. */
  openWorkspace: (workspace: RoleWorkspace, companyId?: string) => void;
}

const WORKSPACE_NAMES: Record<RoleWorkspace, string> = {
  talent: 'Talent workspace',
  recruiter: 'Recruiter workspace',
  internal: 'Evee AI Internal',
  company: 'Company workspace',
};

function OpenButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="outline" onClick={onClick} aria-label={label} flexShrink={0}>
      Open
      <AppIcon icon={ArrowRightIcon} boxSize="3.5" />
    </Button>
  );
}

export function ManageRoleSection({ openWorkspace }: ManageRoleProps) {
  const access = useMyAccess();
  const roles = [...new Set((access?.roles ?? []).map((r) => r.role_type))];
  const isRecruiter = roles.includes('recruiter');
  const personal = roles.filter((r) => workspaceOfRole(r) !== 'company');

  return (
    <SectionCard id="manage-role" title="Manage My Role" description="Your roles, and the workspaces they open.">
      {!access ? (
        <Stack gap="2" role="status" aria-label="Loading your roles">
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : (
        <Stack gap="5">
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="2">
              Roles
            </Text>
            {personal.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No roles yet.
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Roles">
                {personal.map((role) => {
                  const workspace = workspaceOfRole(role);
                  return (
                    <HStack
                      as="li"
                      key={role}
                      justify="space-between"
                      borderWidth="1px"
                      borderRadius="l2"
                      px="3"
                      py="2"
                    >
                      <Box minW="0">
                        <Badge variant="subtle" colorPalette="brand">
                          {roleLabel(role)}
                        </Badge>
                        {workspace && (
                          <Text fontSize="sm" color="fg.muted" mt="1">
                            {WORKSPACE_NAMES[workspace]}
                          </Text>
                        )}
                      </Box>
                      {workspace && (
                        <OpenButton
                          label={`Open ${WORKSPACE_NAMES[workspace]}`}
                          onClick={() => openWorkspace(workspace)}
                        />
                      )}
                    </HStack>
                  );
                })}
              </Stack>
            )}
          </Box>
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="2">
              Companies
            </Text>
            {access.companies.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                You are not a member of any company. Create one or accept an invitation above.
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Companies">
                {access.companies.map((c) => (
                  <HStack as="li" key={c.company_id} gap="3" borderWidth="1px" borderRadius="l2" px="3" py="2">
                    <Avatar name={c.company_name} src={c.company_logo_url} size="sm" shape="rounded" />
                    <Box flex="1" minW="0">
                      <Text fontWeight="medium" truncate>
                        {c.company_name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {companyRoleLabel(c.user_role)}
                      </Text>
                    </Box>
                    <OpenButton
                      label={`Open ${c.company_name}`}
                      onClick={() => openWorkspace('company', c.company_id)}
                    />
                  </HStack>
                ))}
              </Stack>
            )}
          </Box>
          {!isRecruiter && (
            <HStack gap="3" borderTopWidth="1px" pt="4" align="start">
              <AppIcon icon={BadgeCheckIcon} boxSize="5" color="brand.fg" mt="0.5" />
              <Box>
                <Link asChild colorPalette="brand" fontWeight="medium">
                  <RouterLink to={paths.applyRecruiter}>Apply for Recruiter</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  Source talent for companies and earn commission on every placement.
                </Text>
              </Box>
            </HStack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
