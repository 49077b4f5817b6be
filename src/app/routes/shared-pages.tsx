// Screens shared by every workspace (assistant, calendar, notifications, account, profiles,
// recruiter application), composed from their features.
import { SparklesIcon } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import { PlannedScreen } from '@/components/planned-screen';
import { PublicProfilePage } from '@/features/account/components/public-profile/public-profile-page';
import { AccountSettingsPage as AccountSettings } from '@/features/account/components/settings/settings-page';
import { signOut, useAccess, useCurrentUserName, useSelectCompany } from '@/features/auth/data/use-auth';
import type { WorkspaceMode } from '@/features/auth/utils/access-flags';
import { useSetAtom } from '@/lib/store';
import { landingAfterSwitch } from '../workspace/workspace-routing';
import { workspaceModeAtom } from '../workspace/workspace-state';
import { CompanyJobsView } from '@/features/public/components/public-pages';
import { ApplyRecruiterScreen } from '@/features/recruiter/components/apply-recruiter-page';

export function EveeAiPage() {
  return <PlannedScreen title="Evee AI" icon={SparklesIcon} description="Your assistant for hiring and careers." />;
}

export { MyCalendarScreen as CalendarPage } from '@/features/calendar/components/calendar-pages';

export { NotificationsPage } from '@/features/notifications/components/notifications-page';

export function ApplyRecruiterPage() {
  const { flags } = useAccess();
  return <ApplyRecruiterScreen isRecruiter={flags.recruiter} />;
}

export { AccountProfilePage } from '@/features/account/components/profile/profile-page';

/** Settings, given the ways into workspaces and the sign-out, which the account feature does not own. */
export function AccountSettingsPage() {
  const { modes } = useAccess();
  const { email } = useCurrentUserName();
  const selectCompany = useSelectCompany();
  const setMode = useSetAtom(workspaceModeAtom);
  const navigate = useNavigate();
  const openWorkspace = (mode: WorkspaceMode, companyId?: string) => {
    if (companyId) selectCompany(companyId);
    setMode(mode);
    navigate(landingAfterSwitch(mode, modes.includes(mode) ? modes : [...modes, mode]));
  };
  return <AccountSettings openWorkspace={openWorkspace} email={email} signOut={signOut} />;
}

export function UserProfilePage() {
  const { userId } = useParams();
  return <PublicProfilePage key={userId} userId={userId ?? ''} />;
}

export function CompanyProfileViewPage() {
  const { companyIdentifier } = useParams();
  return <CompanyJobsView identifier={companyIdentifier} />;
}
