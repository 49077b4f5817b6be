// What an application conversation is called in a person's own chat list: the candidate's name
// and the job for the company's people ('Maya Okafor · Senior Frontend Engineer'), the job and
// the company for the candidate, so nobody reads their own name in their own list. The job
// comes from the server's title ('Application: {job}', or an older '{job} – {name}'), with any
// participant's name taken out.
const PREFIX = /^\s*application\s*:\s*/i;
const SEPARATOR = /\s+[–—·-]\s+/;

export function jobFromTitle(title: string | null | undefined, names: (string | null | undefined)[]): string {
  const drop = new Set(names.filter((n): n is string => !!n?.trim()).map((n) => n.trim().toLowerCase()));
  return (title ?? '')
    .replace(PREFIX, '')
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part && !drop.has(part.toLowerCase()))
    .join(' – ');
}

export interface ApplicationTitleInput {
  title: string | null | undefined;
  /** The candidate's name, when their profile is on the device. */
  candidateName: string | null;
  companyName: string | null;
  viewerIsCandidate: boolean;
  ownName: string | null;
}

export function applicationTitle(input: ApplicationTitleInput): string {
  const job = jobFromTitle(input.title, [input.candidateName, input.ownName]) || 'Application';
  if (input.viewerIsCandidate) return input.companyName ? `${job} · ${input.companyName}` : job;
  return input.candidateName && input.candidateName !== input.ownName ? `${input.candidateName} · ${job}` : job;
}

/** Whether a title is only the reader's own name (a direct chat titled by the other person). */
export function isOwnName(title: string, ownName: string | null): boolean {
  return !!ownName && title.trim().toLowerCase() === ownName.trim().toLowerCase();
}
