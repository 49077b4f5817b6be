// The recruiter workspace's screens. Their content belongs to later issues.
import { PlannedScreen } from '@/components/planned-screen';

export function TalentSearchPage() {
  return (
    <PlannedScreen title="Talent Search" icon="search" description="Source talent and earn commission on placements." />
  );
}

export function PlacementsPage() {
  return <PlannedScreen title="Placements" icon="trophy" description="Candidates you placed and the rewards earned." />;
}

export function RecruiterCandidatesPage() {
  return <PlannedScreen title="Candidates" icon="users" description="The people you represent." />;
}

export function CampaignsPage() {
  return <PlannedScreen title="Campaigns" icon="megaphone" description="Outreach campaigns and their results." />;
}

export function RecruiterCalendarPage() {
  return <PlannedScreen title="Calendar" icon="calendar" description="Interviews and calls with your candidates." />;
}
