// The talent workspace's first screen (features/talent): Job Search. Applications and Saved Jobs
// come in their own chunk (talent-list-pages.tsx), fetched ahead 1 s after the first paint.
export { JobSearchPage as JobsPage } from '@/features/talent/components/job-search-page';
