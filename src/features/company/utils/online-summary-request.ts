// What the candidate profile sends the Online AI when a company has turned it on: the facts the
// device's own summary is made from (profile, application, the database's match reasons), and
// nothing else — no e-mail, phone, cover note text or chat. Pure, so what goes out is tested.
import type { ChatMessage } from '@/lib/online-ai';
import type { SummaryInput } from './profile-summary';

const SYSTEM = [
  'You write a candidate summary for a hiring team on Evee, a recruiting marketplace.',
  'Write 2 or 3 plain sentences using only the facts given. Do not guess or add facts;',
  'do not judge the person beyond the match reasons given.',
].join(' ');

export function onlineSummaryMessages({ name, profile, application, jobTitle }: SummaryInput): ChatMessage[] {
  const facts: string[] = [`Candidate: ${name}`];
  if (jobTitle) facts.push(`Job: ${jobTitle}`);
  if (profile?.headline?.trim()) facts.push(`Headline: ${profile.headline.trim()}`);
  if (profile?.experience_years != null) facts.push(`Experience: ${profile.experience_years} years`);
  if (profile?.location?.trim()) facts.push(`Location: ${profile.location.trim()}`);
  if (profile?.skills?.length) facts.push(`Skills: ${profile.skills.join(', ')}`);
  if (application.match_score != null) facts.push(`Match score: ${application.match_score} of 100`);
  for (const reason of application.assessment?.reasons ?? []) facts.push(`Match reason: ${reason}`);
  facts.push(`Resume: ${application.resume_url || application.progress_resume ? 'sent' : 'not sent'}`);
  if (application.progress_screening) facts.push(`Screening interview: ${application.progress_screening}`);
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: facts.join('\n') },
  ];
}
