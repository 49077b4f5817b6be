// Screens shared by every workspace (assistant, calendar, notifications, account, profiles,
// recruiter application). Their content belongs to later issues.
import { BadgeCheckIcon, CalendarIcon, SettingsIcon, SparklesIcon, UserIcon } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PlannedScreen } from '@/components/planned-screen';
import { CompanyJobsView } from '@/features/public/components/public-pages';

export function EveeAiPage() {
  return <PlannedScreen title="Evee AI" icon={SparklesIcon} description="Your assistant for hiring and careers." />;
}

export function CalendarPage() {
  return <PlannedScreen title="Calendar" icon={CalendarIcon} description="Interviews, calls and deadlines." />;
}

export { NotificationsPage } from '@/features/notifications/components/notifications-page';

export function ApplyRecruiterPage() {
  return (
    <PlannedScreen
      title="Apply for Recruiter"
      icon={BadgeCheckIcon}
      description="Source talent for companies on Evee and earn commission on every placement."
      emptyTitle="Applications open soon"
      emptyDescription="The recruiter application form is coming in an upcoming release. Internal staff will review each application."
    />
  );
}

export function AccountProfilePage() {
  return <PlannedScreen title="My Profile" icon={UserIcon} description="Your name, photo and public profile." />;
}

export function AccountSettingsPage() {
  return (
    <PlannedScreen
      title="Settings"
      icon={SettingsIcon}
      description="Your account, your companies and your roles."
      emptyDescription="Joining or creating a company and managing your roles arrive in an upcoming release."
    />
  );
}

export function UserProfilePage() {
  const { userId } = useParams();
  return <PlannedScreen title="Profile" icon={UserIcon} description={`Public profile ${userId ?? ''}`.trim()} />;
}

export function CompanyProfileViewPage() {
  const { companyIdentifier } = useParams();
  return <CompanyJobsView identifier={companyIdentifier} />;
}
