// Screens shared by every workspace (assistant, calendar, notifications, help, account, profiles,
// recruiter application), composed from their features.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { markAllNotificationsRead } from '@sync/notifications/read-marks';
import { saveJobForLater } from '@sync/talent/commands';
import { env } from '@/config/env';
import { useSyncSession } from '@/lib/sync-session';
import { AssistantPage } from '@/features/assistant/components/assistant-page';
import type { AssistantActions } from '@/features/assistant/data/use-assistant';
import { PublicProfilePage } from '@/features/account/components/public-profile/public-profile-page';
import { AccountSettingsPage as AccountSettings } from '@/features/account/components/settings/settings-page';
import { signOut, useAccess, useCurrentUserName, useSelectCompany, useSession } from '@/features/auth/data/use-auth';
import type { WorkspaceMode } from '@/features/auth/utils/access-flags';
import { useAtomValue, useSetAtom } from '@/lib/store';
import { landingAfterSwitch } from '../workspace/workspace-routing';
import { workspaceModeAtom } from '../workspace/workspace-state';
import { CompanyJobsView } from '@/features/public/components/public-pages';
import { ApplyRecruiterScreen } from '@/features/recruiter/components/apply-recruiter-page';
import { HelpPage as HelpScreen } from '@/features/support/components/help-page';
import { MyCalendarScreen } from '@/features/calendar/components/calendar-pages';
import { AddScorecardButtons } from '@/features/company/components/profile-scorecards';

/**
 * Evee AI, given the actions it may propose: the same commands the notifications and talent
 * screens use, and the chat's open-chat-window event (product-spec §7).
 */
export function EveeAiPage() {
  const mode = useAtomValue(workspaceModeAtom);
  const { selectedCompany } = useAccess();
  const session = useSyncSession();
  const actions = useMemo<AssistantActions>(
    () => ({
      markAllRead: async () => {
        if (!session) throw new Error('Your data is not open on this device yet.');
        await markAllNotificationsRead(session.db);
      },
      saveJob: async (jobId) => {
        if (!session) throw new Error('Your data is not open on this device yet.');
        await saveJobForLater(session.db, session.userId, jobId);
      },
      openChat: (conversationId) =>
        window.dispatchEvent(new CustomEvent('open-chat-window', { detail: { conversationId } })),
    }),
    [session],
  );
  return (
    <AssistantPage
      mode={mode}
      companyId={mode === 'company' ? (selectedCompany?.company_id ?? null) : null}
      actions={actions}
      ai={env.eveeAi ?? null}
    />
  );
}

// An interview's detail offers its interviewers 'Add scorecard' (from the company workspace).
export function CalendarPage() {
  return (
    <MyCalendarScreen
      eventActions={(event) =>
        event.job_application_id ? (
          <AddScorecardButtons applicationId={event.job_application_id} eventId={event.id} />
        ) : null
      }
    />
  );
}

export { NotificationsPage } from '@/features/notifications/components/notifications-page';

export function HelpPage() {
  return <HelpScreen viewerId={useSession()?.user.id ?? null} />;
}

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
