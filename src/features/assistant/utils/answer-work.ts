// Answers about the work itself: interviews, applications (the person's own, or those to their
// company), saved and open jobs, a recruiter's candidates, and saving a job. Shaped by the
// workspace the person is in. Pure functions of the device's data.
import type { ApplicationRow, JobRow } from '@sync/collections/workspace-records/rows';
import type { AssistantData } from '@sync/assistant/snapshot';
import type { CalendarEventLite } from '@sync/assistant/calendar-events';
import type { Answer, AnswerContext, AssistantWorkspace, Citation } from './answer-types';
import { daysBetween, plural, statusLabels, when } from './format';
import { applicationHref, calendarHref, candidatesHref, jobHref } from './links';
import { bestMatch } from './match';
import type { InterviewRange } from './intents';

const device = (text: string, rest: Partial<Answer> = {}): Answer => ({
  text,
  citations: [],
  suggestions: [],
  source: 'device',
  ...rest,
});

const jobOf = (data: AssistantData, id: string) => data.jobs.find((j) => j.id === id);
const companyOf = (data: AssistantData, id: string | null) => data.companies.find((c) => c.id === id);
const personOf = (data: AssistantData, id: string) => data.people.find((p) => p.id === id);

/** The applications this workspace is about: the person's own, or those to their companies. */
function applicationsFor(data: AssistantData, mode: AssistantWorkspace): ApplicationRow[] {
  if (mode === 'company') return data.applications.filter((a) => data.memberCompanyIds.includes(a.company_id));
  return data.applications.filter((a) => a.user_id === data.userId);
}

function applicationCitation(
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
  return { kind: 'application', id: a.id, label, detail, href: applicationHref(mode, a.id), avatar };
}

function jobCitation(data: AssistantData, mode: AssistantWorkspace, job: JobRow, detail?: string): Citation {
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

function startOfDay(d: Date) {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** [from, to) of the range, weeks from Monday, in the device's time zone. */
export function rangeBounds(range: InterviewRange, now: Date): [Date, Date] {
  const today = startOfDay(now);
  const day = 86_400_000;
  const monday = new Date(today.getTime() - ((today.getDay() + 6) % 7) * day);
  switch (range) {
    case 'today':
      return [today, new Date(today.getTime() + day)];
    case 'tomorrow':
      return [new Date(today.getTime() + day), new Date(today.getTime() + 2 * day)];
    case 'this_week':
      return [monday, new Date(monday.getTime() + 7 * day)];
    case 'next_week':
      return [new Date(monday.getTime() + 7 * day), new Date(monday.getTime() + 14 * day)];
    default:
      return [now, new Date(now.getTime() + 60 * day)];
  }
}

const rangeWords: Record<InterviewRange, string> = {
  today: 'today',
  tomorrow: 'tomorrow',
  this_week: 'this week',
  next_week: 'next week',
  upcoming: 'coming up',
};

export function answerInterviews({ data, mode, now }: AnswerContext, range: InterviewRange): Answer {
  const [from, to] = rangeBounds(range, now);
  const inRange = (e: CalendarEventLite) =>
    e.status !== 'cancelled' && new Date(e.ends_at || e.starts_at) > from && new Date(e.starts_at) < to;
  const events = data.events.filter(inRange).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const interviews = events.filter((e) => e.kind === 'interview');
  const shown = interviews.length ? interviews : events;
  if (!shown.length)
    return device(`No interviews on your calendar ${rangeWords[range]}.`, {
      suggestions: ['Unread messages', 'Status of my applications'],
    });
  const citations: Citation[] = shown.map((e) => ({
    kind: 'event',
    id: e.id,
    label: e.title,
    detail: `${when(e.starts_at, e.time_zone)}${e.status === 'proposed' ? ' · proposed, not confirmed yet' : ''}`,
    href:
      e.job_application_id && mode !== 'recruiter' ? applicationHref(mode, e.job_application_id) : calendarHref(mode),
  }));
  const noun = interviews.length ? plural(shown.length, 'interview') : plural(shown.length, 'event');
  return device(`You have ${noun} ${rangeWords[range]}.`, {
    citations,
    suggestions: range === 'this_week' ? ['My interviews next week'] : ['My interviews this week'],
  });
}

export function answerWaitingLongest({ data, mode, now }: AnswerContext): Answer {
  if (mode === 'recruiter') {
    const waiting = data.submissions
      .filter((s) => s.status === 'pending_consent' || s.status === 'submitted')
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    if (!waiting.length) return device('None of your submissions is waiting for an answer.');
    const citations = waiting.slice(0, 8).map((s) => {
      const job = jobOf(data, s.job_id);
      const who =
        personOf(data, s.talent_id)?.name ??
        data.candidates.find((c) => c.id === s.candidate_id)?.full_name ??
        'A candidate';
      return {
        kind: 'candidate' as const,
        id: s.id,
        label: `${who} · ${job?.title ?? 'a job'}`,
        detail: `${s.status === 'pending_consent' ? 'Waiting for the talent' : 'Waiting for the company'} · ${plural(daysBetween(s.created_at, now), 'day')}`,
        href: candidatesHref(),
      };
    });
    return device(`${plural(waiting.length, 'submission')} waiting for an answer, longest first.`, { citations });
  }
  const waiting = applicationsFor(data, mode)
    .filter((a) => a.status === 'reviewing')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const whose = mode === 'company' ? 'waiting for your decision' : 'waiting for an answer';
  if (!waiting.length) return device(`No applications ${whose}.`, { suggestions: ['Status of my applications'] });
  const citations = waiting
    .slice(0, 8)
    .map((a) =>
      applicationCitation(data, mode, a, `In review · ${plural(daysBetween(a.created_at, now), 'day')} since applying`),
    );
  return device(`${plural(waiting.length, 'application')} ${whose}, longest first.`, { citations });
}

export function answerApplicants({ data, mode, now }: AnswerContext, jobName: string | null): Answer {
  if (mode !== 'company')
    return device('Who applied to a job is for the company that posted it. In the company workspace I can list them.', {
      suggestions: ['Status of my applications'],
    });
  const jobs = data.jobs.filter((j) => data.memberCompanyIds.includes(j.company_id));
  const job = jobName ? bestMatch(jobs, jobName, (j) => j.title) : undefined;
  if (jobName && !job)
    return device(`I found no job called “${jobName}” at your companies on this device.`, {
      suggestions: ['Open jobs'],
    });
  const applications = applicationsFor(data, mode)
    .filter((a) => !job || a.job_id === job.id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const what = job ? job.title : 'your jobs';
  if (!applications.length)
    return device(`Nobody has applied to ${what} yet.`, { citations: job ? [jobCitation(data, mode, job)] : [] });
  const citations = applications
    .slice(0, 12)
    .map((a) =>
      applicationCitation(
        data,
        mode,
        a,
        `${statusLabels[a.status] ?? a.status} · applied ${plural(daysBetween(a.created_at, now), 'day')} ago`,
      ),
    );
  return device(`${plural(applications.length, 'person', 'people')} applied to ${what}.`, {
    citations,
    suggestions: ['Applications waiting longest'],
  });
}

export function answerApplicationStatus({ data, mode, now }: AnswerContext): Answer {
  if (mode === 'recruiter') return answerCandidates({ data, mode, now, lastJobId: null });
  const mine = applicationsFor(data, mode).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  if (!mine.length)
    return device(
      mode === 'company' ? 'No applications to your companies on this device.' : 'You have no applications yet.',
      { suggestions: ['My saved jobs'] },
    );
  const counts = Object.entries(
    mine.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {}),
  );
  const summary = counts.map(([status, n]) => `${n} ${(statusLabels[status] ?? status).toLowerCase()}`).join(', ');
  const citations = mine
    .slice(0, 10)
    .map((a) =>
      applicationCitation(
        data,
        mode,
        a,
        `${statusLabels[a.status] ?? a.status} · updated ${plural(daysBetween(a.updated_at, now), 'day')} ago`,
      ),
    );
  return device(`${plural(mine.length, 'application')}: ${summary}.`, {
    citations,
    suggestions: ['Applications waiting longest'],
  });
}

export function answerSavedJobs({ data, mode }: AnswerContext): Answer {
  if (!data.savedJobs.length)
    return device(
      'You have not saved any jobs yet. Save one from Job Search, or ask me to “save this job” after I show one.',
    );
  const citations = data.savedJobs.flatMap((s) => {
    const job = jobOf(data, s.job_id);
    return job
      ? [
          jobCitation(
            data,
            mode === 'company' ? 'talent' : mode,
            job,
            job.status === 'open' ? 'Open' : 'No longer taking applications',
          ),
        ]
      : [];
  });
  return device(`You have ${plural(data.savedJobs.length, 'saved job')}.`, { citations });
}

export function answerOpenJobs({ data, mode }: AnswerContext): Answer {
  if (mode !== 'company')
    return device(
      'Searching every open job needs a connection: Job Search does that. Offline, I can show the jobs you saved.',
      { suggestions: ['My saved jobs'] },
    );
  const open = data.jobs.filter((j) => data.memberCompanyIds.includes(j.company_id) && j.status === 'open');
  if (!open.length) return device('Your companies have no open jobs on this device.');
  const citations = open.map((j) =>
    jobCitation(data, mode, j, plural(data.applications.filter((a) => a.job_id === j.id).length, 'applicant')),
  );
  return device(`${plural(open.length, 'open job')} at your companies.`, {
    citations,
    suggestions: [`Who applied to ${open[0]!.title}`],
  });
}

export function answerCandidates({ data, mode, now }: AnswerContext): Answer {
  if (mode !== 'recruiter')
    return mode === 'company'
      ? answerApplicants({ data, mode, now, lastJobId: null }, null)
      : device('Candidates belong to the recruiter workspace.');
  if (!data.candidates.length) return device('You have no candidates yet. Talent Search is where you find them.');
  const citations = data.candidates
    .slice(0, 12)
    .map((c) => ({
      kind: 'candidate' as const,
      id: c.id,
      label: c.full_name,
      detail: c.tags.join(', ') || undefined,
      href: candidatesHref(),
      avatar: { name: c.full_name, src: null, shape: 'full' as const },
    }));
  return device(`You have ${plural(data.candidates.length, 'candidate')}.`, {
    citations,
    suggestions: ['Applications waiting longest'],
  });
}

export function answerSaveJob({ data, mode, lastJobId }: AnswerContext, jobName: string | null): Answer {
  if (mode !== 'talent') return device('Saving jobs for later is part of the talent workspace.');
  const job = jobName ? bestMatch(data.jobs, jobName, (j) => j.title) : data.jobs.find((j) => j.id === lastJobId);
  if (!job)
    return device(
      jobName
        ? `I found no job called “${jobName}” on this device.`
        : 'Which job? Ask about a job first, or say “save” and its title.',
      { suggestions: ['Status of my applications'] },
    );
  if (data.savedJobs.some((s) => s.job_id === job.id))
    return device(`${job.title} is already among your saved jobs.`, { citations: [jobCitation(data, mode, job)] });
  return device(`Save ${job.title} for later?`, {
    citations: [jobCitation(data, mode, job)],
    action: { kind: 'save_job', jobId: job.id, title: job.title },
  });
}
