// The pieces answers share: an answer from the device, lookups by id, the applications a
// workspace is about, and citations of applications and jobs with their links and avatars.
import type { ApplicationRow, JobRow } from '@sync/collections/workspace-records/rows';
import type { AssistantData } from '@sync/assistant/snapshot';
import type { Answer, AssistantWorkspace, Citation } from './answer-types';
import { applicationHref, jobHref } from './links';

export const device = (text: string, rest: Partial<Answer> = {}): Answer => ({
  text,
  citations: [],
  suggestions: [],
  source: 'device',
  ...rest,
});

export const jobOf = (data: AssistantData, id: string) => data.jobs.find((j) => j.id === id);
export const companyOf = (data: AssistantData, id: string | null) => data.companies.find((c) => c.id === id);
export const personOf = (data: AssistantData, id: string) => data.people.find((p) => p.id === id);

/** The applications this workspace is about: the person's own, or those to their companies. */
export function applicationsFor(data: AssistantData, mode: AssistantWorkspace): ApplicationRow[] {
  if (mode === 'company') return data.applications.filter((a) => data.memberCompanyIds.includes(a.company_id));
  return data.applications.filter((a) => a.user_id === data.userId);
}

export function applicationCitation(
  data: AssistantData,
  mode: AssistantWorkspace,
  a: ApplicationRow,
  detail: string,
): Citation {
  const job = jobOf(data, a.job_id);
  const company = companyOf(data, a.company_id);
  const person = personOf(data, a.user_id);
  const label =
    mode === 'company'
      ? `${person?.name ?? 'A candidate'} · ${job?.title ?? 'a job'}`
      : `${job?.title ?? 'A job'}${company ? ` at ${company.name}` : ''}`;
  const avatar =
    mode === 'company'
      ? { name: person?.name ?? 'Candidate', src: person?.avatarUrl ?? null, shape: 'full' as const }
      : { name: company?.name ?? 'Company', src: company?.logoUrl ?? null, shape: 'rounded' as const };
  return { kind: 'application', id: a.id, label, detail, href: applicationHref(mode, a.id), jobId: a.job_id, avatar };
}

export function jobCitation(data: AssistantData, mode: AssistantWorkspace, job: JobRow, detail?: string): Citation {
  const company = companyOf(data, job.company_id);
  return {
    kind: 'job',
    id: job.id,
    label: company && mode !== 'company' ? `${job.title} at ${company.name}` : job.title,
    detail,
    href: jobHref(mode, job),
    avatar: { name: company?.name ?? job.title, src: company?.logoUrl ?? null, shape: 'rounded' },
  };
}
