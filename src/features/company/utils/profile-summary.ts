// The candidate profile's summary when no AI interview wrote one: two or three sentences made
// from the talent's profile, the application and the database's match reasons. Plain rules, no
// model, so the same candidate reads the same everywhere and offline; the screen marks it
// 'Summary from the profile' so nobody takes it for an interview's judgement.
import type { ApplicationRow, TalentProfileRow } from '@sync/collections/workspace-records/rows';

type Profile = Pick<TalentProfileRow, 'headline' | 'experience_years' | 'location' | 'skills'>;
type Application = Pick<
  ApplicationRow,
  'match_score' | 'assessment' | 'resume_url' | 'progress_resume' | 'progress_screening' | 'cover_note'
>;

export interface SummaryInput {
  /** As the screen names the person (personName), and their first name (personFirstName). */
  name: string;
  firstName: string;
  /** Null or undefined: the profile is not on this device. */
  profile: Profile | null | undefined;
  application: Application;
  jobTitle: string | null;
}

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** 'A', 'A and B', 'A, B and C'. */
function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function profileSentence(name: string, profile: Profile): string {
  const headline = profile.headline?.trim();
  const who = headline ? `${name} (${headline})` : name;
  const facts: string[] = [];
  if (profile.experience_years != null) facts.push(`has ${years(profile.experience_years)} of experience`);
  if (profile.location?.trim()) facts.push(`is based in ${profile.location.trim()}`);
  const skills = profile.skills ?? [];
  if (!facts.length && skills.length) {
    const named = skills.slice(0, 3);
    const more = skills.length - named.length;
    const rest = more ? [`${more} more ${more === 1 ? 'skill' : 'skills'}`] : [];
    facts.push(`lists ${listWords([...named, ...rest])}`);
  }
  if (!facts.length) return `${who} has not given experience, a location or skills on the profile yet.`;
  return `${who} ${listWords(facts)}.`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const NICE_TO_HAVE = /nice-to-have/;

// The database's reasons, required skills first; the nice-to-have count only when nothing else
// was said, since two reasons are what one sentence carries well.
function matchSentence(application: Application, jobTitle: string | null): string {
  const score = application.match_score;
  if (score == null) return jobTitle ? `The match with ${jobTitle} is not scored yet.` : 'The match is not scored yet.';
  const reasons = application.assessment?.reasons ?? [];
  const main = reasons.filter((r) => !NICE_TO_HAVE.test(r));
  const said = (main.length ? main : reasons).slice(0, 2).map(lowerFirst);
  const against = jobTitle ? `Against ${jobTitle}, the match` : 'The match';
  return said.length ? `${against} is ${score} of 100: ${said.join('; ')}.` : `${against} is ${score} of 100.`;
}

function applicationSentence(firstName: string, application: Application): string {
  const hasResume = Boolean(application.resume_url || application.progress_resume);
  const sent = [hasResume ? 'a resume' : null, application.cover_note?.trim() ? 'a cover note' : null];
  const given = sent.filter((s): s is string => Boolean(s));
  const applied = given.length
    ? `${firstName} applied with ${listWords(given)}`
    : `${firstName} applied without a resume`;
  const screening: Record<string, string> = {
    pending: 'a screening interview is proposed',
    scheduled: 'a screening interview is booked',
    completed: 'the screening interview has taken place',
  };
  const since = [
    application.progress_resume === 'reviewed' ? 'the resume has been reviewed' : null,
    application.progress_screening ? (screening[application.progress_screening] ?? null) : null,
  ].filter((s): s is string => Boolean(s));
  return since.length ? `${applied}; ${listWords(since)}.` : `${applied}.`;
}

/** Two or three sentences: who the person is, how they match the job, and where the application stands. */
export function summaryFromProfile({ name, firstName, profile, application, jobTitle }: SummaryInput): string {
  return [
    profile ? profileSentence(name, profile) : null,
    matchSentence(application, jobTitle),
    applicationSentence(firstName, application),
  ]
    .filter(Boolean)
    .join(' ');
}
