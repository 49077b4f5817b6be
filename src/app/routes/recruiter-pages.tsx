// The recruiter workspace's screens: Talent Search, Candidates and Placements are built; the others are still to come.
import { CalendarIcon, MegaphoneIcon } from 'lucide-react';
import { PlannedScreen } from '@/components/planned-screen';

export { TalentSearchScreen as TalentSearchPage } from '@/features/recruiter/components/talent-search-page';

export { PlacementsScreen as PlacementsPage } from '@/features/recruiter/components/placements-page';

export { CandidatesScreen as RecruiterCandidatesPage } from '@/features/recruiter/components/candidates-page';

export function CampaignsPage() {
  return <PlannedScreen title="Campaigns" icon={MegaphoneIcon} description="Outreach campaigns and their results." />;
}

export function RecruiterCalendarPage() {
  return (
    <PlannedScreen title="Calendar" icon={CalendarIcon} description="Interviews and calls with your candidates." />
  );
}
