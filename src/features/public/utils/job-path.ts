// A job's public page: at its slug, or at its id when it has none (a company may publish a job
// without one); the job page finds it either way (data/public-listings.ts).
import { paths } from '@/config/paths';

export function publicJobPath(companyIdentifier: string, job: { id: string; slug: string | null }): string {
  return paths.publicJob(companyIdentifier, job.slug ?? job.id);
}
