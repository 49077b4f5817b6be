// The recruiter workspace's screens: Talent Search, Candidates, Placements and Campaigns are
// built; the calendar is still to come.
import { CalendarIcon } from 'lucide-react';
import { useCurrentUserName } from '@/features/auth/data/use-auth';
import { CampaignsScreen } from '@/features/recruiter/components/campaigns-page';
import { PlannedScreen } from '@/components/planned-screen';

export { TalentSearchScreen as TalentSearchPage } from '@/features/recruiter/components/talent-search-page';

export { PlacementsScreen as PlacementsPage } from '@/features/recruiter/components/placements-page';

export { CandidatesScreen as RecruiterCandidatesPage } from '@/features/recruiter/components/candidates-page';

export function CampaignsPage() {
  const { name } = useCurrentUserName();
  return <CampaignsScreen recruiterName={name} />;
}

export function RecruiterCalendarPage() {
  return (
    <PlannedScreen title="Calendar" icon={CalendarIcon} description="Interviews and calls with your candidates." />
  );
}
