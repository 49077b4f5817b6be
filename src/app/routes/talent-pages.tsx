// The talent workspace's screens. Their content (search, applications) belongs to later issues.
import { PlannedScreen } from '@/components/planned-screen';

export function JobsPage() {
  return <PlannedScreen title="Job Search" icon="search" description="Find roles that match your skills and goals." />;
}

export function ApplicationsPage() {
  return <PlannedScreen title="Applications" icon="file" description="Track every application and its next step." />;
}

export function SavedJobsPage() {
  return <PlannedScreen title="Saved Jobs" icon="bookmark" description="Jobs you bookmarked to come back to." />;
}
