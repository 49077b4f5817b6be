// The talent workspace's screens (features/talent): Job Search, Applications and Saved Jobs.
export { ApplicationsPage } from '@/features/talent/components/applications-page';
export { JobSearchPage as JobsPage } from '@/features/talent/components/job-search-page';
export { SavedJobsPage } from '@/features/talent/components/saved-jobs-page';
