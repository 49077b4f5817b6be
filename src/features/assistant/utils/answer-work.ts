// Answers about the work itself: applications (the person's own, or those to their company),
// saved and open jobs, a recruiter's candidates, and saving a job. Shaped by the workspace the
// person is in. Pure functions of the device's data.
import type { Answer, AnswerContext } from './answer-types';
import { applicationCitation, applicationsFor, device, jobCitation, jobOf, personOf } from './answer-parts';
import { ago, plural, statusLabels } from './format';
import { candidatesHref } from './links';
import { bestMatch } from './match';

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
        detail: `${s.status === 'pending_consent' ? 'Waiting for the talent' : 'Waiting for the company'} · sent ${ago(s.created_at, now)}`,
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
    .map((a) => applicationCitation(data, mode, a, `In review · applied ${ago(a.created_at, now)}`));
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
      applicationCitation(data, mode, a, `${statusLabels[a.status] ?? a.status} · applied ${ago(a.created_at, now)}`),
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
      applicationCitation(data, mode, a, `${statusLabels[a.status] ?? a.status} · updated ${ago(a.updated_at, now)}`),
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
  const citations = data.candidates.slice(0, 12).map((c) => ({
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
