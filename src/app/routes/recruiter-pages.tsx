// The recruiter workspace's screens. Their content belongs to later issues.
import { CalendarIcon, MegaphoneIcon, SearchIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import { PlannedScreen } from '@/components/planned-screen';

export function TalentSearchPage() {
  return (
    <PlannedScreen
      title="Talent Search"
      icon={SearchIcon}
      description="Source talent and earn commission on placements."
    />
  );
}

export function PlacementsPage() {
  return (
    <PlannedScreen title="Placements" icon={TrophyIcon} description="Candidates you placed and the rewards earned." />
  );
}

export function RecruiterCandidatesPage() {
  return <PlannedScreen title="Candidates" icon={UsersIcon} description="The people you represent." />;
}

export function CampaignsPage() {
  return <PlannedScreen title="Campaigns" icon={MegaphoneIcon} description="Outreach campaigns and their results." />;
}

export function RecruiterCalendarPage() {
  return (
    <PlannedScreen title="Calendar" icon={CalendarIcon} description="Interviews and calls with your candidates." />
  );
}
