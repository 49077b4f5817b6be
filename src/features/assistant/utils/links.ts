// Where each kind of record lives in the app, for the assistant's citations. A conversation has
// no path: it opens in the floating chat.
import { paths } from '@/config/paths';
import type { AssistantWorkspace } from './answer-types';

export const notificationHref = () => paths.notifications;

export function applicationHref(mode: AssistantWorkspace, applicationId: string): string {
  return mode === 'company' ? paths.company.candidateProfile(applicationId) : paths.talent.applications;
}

export function jobHref(mode: AssistantWorkspace, job: { id: string; hiring_plan_id: string | null }): string {
  if (mode === 'company')
    return job.hiring_plan_id ? paths.company.hiringPlan(job.hiring_plan_id) : paths.company.jobBoard;
  if (mode === 'recruiter') return paths.recruiter.placements;
  return `${paths.talent.jobs}?job=${encodeURIComponent(job.id)}`;
}

export function calendarHref(mode: AssistantWorkspace): string {
  return mode === 'recruiter' ? paths.recruiter.calendar : paths.calendar;
}

export const candidatesHref = () => paths.recruiter.candidates;
