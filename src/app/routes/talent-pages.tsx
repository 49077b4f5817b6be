// The talent workspace's screens. Their content (search, applications) belongs to later issues.
import { BookmarkIcon, FileTextIcon, SearchIcon } from 'lucide-react';
import { PlannedScreen } from '@/components/planned-screen';

export function JobsPage() {
  return (
    <PlannedScreen title="Job Search" icon={SearchIcon} description="Find roles that match your skills and goals." />
  );
}

export function ApplicationsPage() {
  return (
    <PlannedScreen title="Applications" icon={FileTextIcon} description="Track every application and its next step." />
  );
}

export function SavedJobsPage() {
  return <PlannedScreen title="Saved Jobs" icon={BookmarkIcon} description="Jobs you bookmarked to come back to." />;
}
