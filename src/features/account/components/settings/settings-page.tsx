// /account/settings ('Settings'): companies (create one, join one), roles and workspaces, the
// e-mail address and the password (each confirmed with a mailed code), two-factor
// authentication, and deleting the account.
import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/page-header';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { CreateCompanySection } from './create-company-section';
import { DeleteAccountSection, type DeleteAccountProps } from './delete-account-section';
import { JoinCompanySection } from './join-company-section';
import { ManageRoleSection, type ManageRoleProps } from './manage-role-section';
import { TwoFactorSection } from './two-factor-section';

export type AccountSettingsProps = ManageRoleProps & DeleteAccountProps;

export function AccountSettingsPage({ openWorkspace, email, signOut }: AccountSettingsProps) {
  return (
    <Stack gap="5" maxW="3xl" pb="8">
      <PageHeader title="Settings" description="Your companies, your roles and your account." />
      <CreateCompanySection />
      <JoinCompanySection />
      <ManageRoleSection openWorkspace={openWorkspace} />
      <ChangeEmailSection email={email} />
      <ChangePasswordSection email={email} />
      <TwoFactorSection />
      <DeleteAccountSection email={email} signOut={signOut} />
    </Stack>
  );
}
