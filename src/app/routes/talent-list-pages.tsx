// The talent workspace's other screens (features/talent): Applications and Saved Jobs, in a chunk
// apart from Job Search so that the first screen does not carry them.
export { ApplicationsPage } from '@/features/talent/components/applications-page';
export { SavedJobsPage } from '@/features/talent/components/saved-jobs-page';
