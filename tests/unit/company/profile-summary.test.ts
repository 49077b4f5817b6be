import { describe, expect, it } from 'vitest';
import { summaryFromProfile, type SummaryInput } from '@/features/company/utils/profile-summary';

const profile = { headline: 'Senior Frontend Engineer', experience_years: 6, location: 'Berlin', skills: ['React'] };
const application: SummaryInput['application'] = {
  match_score: 82,
  assessment: {
    reasons: [
      'Has 4 of 5 required skills (missing Kubernetes)',
      'Has 1 of 2 nice-to-have skills',
      '6 years of experience, the job asks 3',
      'Expects €95,000, within the range',
    ],
  },
  resume_url: 'https://cv.example/maya.pdf',
  progress_resume: 'reviewed',
  progress_screening: 'scheduled',
  cover_note: 'Hello',
};
const input = (over: Partial<SummaryInput> = {}): SummaryInput => ({
  name: 'Maya Chen',
  firstName: 'Maya',
  profile,
  application,
  jobTitle: 'Frontend Engineer',
  ...over,
});
const sentences = (text: string) => text.split(/(?<=\.) (?=[A-Z])/);

describe('the summary from the profile', () => {
  it('says who the person is, how they match the job with its first reasons, and where the application stands', () => {
    expect(summaryFromProfile(input())).toBe(
      'Maya Chen (Senior Frontend Engineer) has 6 years of experience and is based in Berlin. ' +
        'Against Frontend Engineer, the match is 82 of 100: has 4 of 5 required skills (missing Kubernetes); ' +
        '6 years of experience, the job asks 3. ' +
        'Maya applied with a resume and a cover note; the resume has been reviewed and a screening interview is booked.',
    );
  });

  it('is the same text every time for the same candidate', () => {
    expect(summaryFromProfile(input())).toBe(summaryFromProfile(input()));
  });

  it('keeps to two or three sentences, whatever is missing', () => {
    const bare = { ...application, match_score: null, assessment: null, resume_url: null, progress_resume: null };
    for (const text of [
      summaryFromProfile(input()),
      summaryFromProfile(input({ profile: null, application: bare })),
      summaryFromProfile(input({ profile: { headline: null, experience_years: null, location: null, skills: [] } })),
    ]) {
      expect(sentences(text).length).toBeGreaterThanOrEqual(2);
      expect(sentences(text).length).toBeLessThanOrEqual(3);
    }
  });

  it('says what an empty profile lacks and that an unscored match is not scored', () => {
    const empty = { headline: null, experience_years: null, location: null, skills: [] };
    const bare = {
      ...application,
      match_score: null,
      assessment: null,
      resume_url: null,
      progress_resume: null,
      progress_screening: null,
      cover_note: null,
    };
    expect(summaryFromProfile(input({ profile: empty, application: bare, jobTitle: null }))).toBe(
      'Maya Chen has not given experience, a location or skills on the profile yet. ' +
        'The match is not scored yet. Maya applied without a resume.',
    );
  });

  it('names a few skills when the profile gives neither experience nor a location', () => {
    const skilled = { headline: null, experience_years: null, location: null, skills: ['Go', 'Rust', 'SQL', 'Docker'] };
    expect(sentences(summaryFromProfile(input({ profile: skilled })))[0]).toBe(
      'Maya Chen lists Go, Rust, SQL and 1 more skill.',
    );
  });

  it('gives the nice-to-have count only when the match has no other reason', () => {
    const niceOnly = { ...application, match_score: 10, assessment: { reasons: ['Has 0 of 2 nice-to-have skills'] } };
    expect(sentences(summaryFromProfile(input({ application: niceOnly })))[1]).toBe(
      'Against Frontend Engineer, the match is 10 of 100: has 0 of 2 nice-to-have skills.',
    );
  });

  it('says a completed screening took place', () => {
    const screened = {
      ...application,
      progress_screening: 'completed' as const,
      cover_note: null,
      progress_resume: 'submitted' as const,
    };
    expect(sentences(summaryFromProfile(input({ application: screened }))).at(-1)).toBe(
      'Maya applied with a resume; the screening interview has taken place.',
    );
  });
});
