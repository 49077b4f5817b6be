// 'Switch Roles': the workspaces this person may use, their companies (logo, name, role), and
// the 'Get Access' links. A switch sets the mode, waits 150 ms, then navigates; the switcher
// is disabled meanwhile (product-spec §2 and §4). The company workspace is listed once, as the
// heading of its companies (each company is where a switch to it lands), and the switcher is
// not shown at all when there is nowhere else to go (role-switcher.tsx, which loads this menu
// after the shell's first paint).
import { BadgeCheckIcon, Building2Icon, CheckIcon, SettingsIcon } from 'lucide-react';
import { Box, Menu, Portal, Skeleton, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import type { DeferredProps } from '@/components/deferred-control';
import { paths } from '@/config/paths';
import { useAccess, useAuthPhase, useSelectCompany } from '@/features/auth/data/use-auth';
import type { WorkspaceMode } from '@/features/auth/utils/access-flags';
import { companyRoleLabel } from '@/utils/member-role-labels';
import { useAtom, useSetAtom } from '@/lib/store';
import { workspaceLabels } from '../workspace/sidebar-model';
import { landingAfterSwitch } from '../workspace/workspace-routing';
import { SWITCH_DELAY_MS, switchingWorkspaceAtom, workspaceModeAtom } from '../workspace/workspace-state';
import { RoleSwitcherButton } from './role-switcher-button';

const DESCRIPTIONS: Record<WorkspaceMode, string> = {
  talent: 'Community networking and job opportunities',
  company: 'Company workspace and hiring tools',
  recruiter: 'Talent sourcing with commission rewards',
  internal: 'System administration',
};

export interface RoleSwitcherProps {
  current: WorkspaceMode;
  compact: boolean;
}

export function RoleSwitcherMenu({ current, compact, defaultOpen }: RoleSwitcherProps & DeferredProps) {
  const { modes, flags } = useAccess();
  const phase = useAuthPhase();
  const [switching, setSwitching] = useAtom(switchingWorkspaceAtom);
  const setMode = useSetAtom(workspaceModeAtom);
  const selectCompany = useSelectCompany();
  const navigate = useNavigate();

  const switchTo = async (mode: WorkspaceMode, companyId?: string) => {
    setSwitching(true);
    if (companyId) selectCompany(companyId);
    setMode(mode);
    await new Promise((resolve) => setTimeout(resolve, SWITCH_DELAY_MS));
    navigate(landingAfterSwitch(mode, modes));
    setSwitching(false);
  };

  const onSelect = (value: string) => {
    if (value.startsWith('company:')) return void switchTo('company', value.slice('company:'.length));
    if (value.startsWith('mode:')) return void switchTo(value.slice('mode:'.length) as WorkspaceMode);
    if (value === 'join-company' || value === 'manage-role') navigate(paths.accountSettings);
    if (value === 'apply-recruiter') navigate(paths.applyRecruiter);
  };

  return (
    <Menu.Root onSelect={(e) => onSelect(e.value)} positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <RoleSwitcherButton compact={compact} switching={switching} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" maxW="sm">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Switch Roles</Menu.ItemGroupLabel>
              {modes.map((mode) =>
                mode === 'company' ? (
                  <CompanyEntries key={mode} current={current} ready={phase === 'ready'} />
                ) : (
                  <Menu.Item key={mode} value={`mode:${mode}`} aria-current={mode === current ? 'true' : undefined}>
                    <Box flex="1">
                      <Text fontWeight="medium">{workspaceLabels[mode]}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {DESCRIPTIONS[mode]}
                      </Text>
                    </Box>
                    {mode === current && <AppIcon icon={CheckIcon} boxSize="4" color="brand.fg" />}
                  </Menu.Item>
                ),
              )}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Get Access</Menu.ItemGroupLabel>
              <Menu.Item value="join-company">
                <AppIcon icon={Building2Icon} boxSize="4" />
                Join or Create a Company
              </Menu.Item>
              {!flags.recruiter && (
                <Menu.Item value="apply-recruiter">
                  <AppIcon icon={BadgeCheckIcon} boxSize="4" />
                  Apply for Recruiter
                </Menu.Item>
              )}
              <Menu.Item value="manage-role">
                <AppIcon icon={SettingsIcon} boxSize="4" />
                Manage My Role
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The company workspace: its name and description once, then each company to switch to. */
function CompanyEntries({ current, ready }: { current: WorkspaceMode; ready: boolean }) {
  const { companies, selectedCompany } = useAccess();
  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel fontWeight="medium" color="fg" pb="0">
        <Text as="span" display="block">
          {workspaceLabels.company}
        </Text>
        <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
          {DESCRIPTIONS.company}
        </Text>
      </Menu.ItemGroupLabel>
      {!ready ? (
        <Skeleton role="status" height="8" mx="2" my="1" aria-label="Loading your companies" />
      ) : (
        companies.map((company) => {
          const selected = current === 'company' && selectedCompany?.company_id === company.company_id;
          return (
            <Menu.Item
              key={company.company_id}
              value={`company:${company.company_id}`}
              ps="4"
              aria-current={selected ? 'true' : undefined}
            >
              <Avatar name={company.company_name} src={company.company_logo_url} size="xs" shape="rounded" />
              <Text flex="1" truncate>
                {company.company_name} ({companyRoleLabel(company.user_role)})
              </Text>
              {selected && <AppIcon icon={CheckIcon} boxSize="4" color="brand.fg" />}
            </Menu.Item>
          );
        })
      )}
    </Menu.ItemGroup>
  );
}
