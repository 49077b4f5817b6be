// The recruiter workspace's screens: Talent Search and Candidates are built; the others are still to come.
import { CalendarIcon, MegaphoneIcon, TrophyIcon } from 'lucide-react';
import { PlannedScreen } from '@/components/planned-screen';

export { TalentSearchScreen as TalentSearchPage } from '@/features/recruiter/components/talent-search-page';

export function PlacementsPage() {
  return (
    <PlannedScreen title="Placements" icon={TrophyIcon} description="Candidates you placed and the rewards earned." />
  );
}

export { CandidatesScreen as RecruiterCandidatesPage } from '@/features/recruiter/components/candidates-page';

export function CampaignsPage() {
  return <PlannedScreen title="Campaigns" icon={MegaphoneIcon} description="Outreach campaigns and their results." />;
}

export function RecruiterCalendarPage() {
  return (
    <PlannedScreen title="Calendar" icon={CalendarIcon} description="Interviews and calls with your candidates." />
  );
}
