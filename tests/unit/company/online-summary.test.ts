// The candidate profile's Online AI summary: what goes out, and what comes back, against a
// stand-in OpenAI-compatible server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineSummaryMessages } from '@/features/company/utils/online-summary-request';
import type { SummaryInput } from '@/features/company/utils/profile-summary';
import { askOnlineAi } from '@/lib/online-ai';
import { completion, startOnlineAi, type OnlineAiStandIn } from '../../fixtures/online-ai-server';

let ai: OnlineAiStandIn;
beforeAll(async () => {
  ai = await startOnlineAi();
});
afterAll(() => ai.close());

const input: SummaryInput = {
  name: 'Maya Chen',
  firstName: 'Maya',
  profile: { headline: 'Senior Frontend Engineer', experience_years: 6, location: 'Berlin', skills: ['React', 'TS'] },
  application: {
    match_score: 82,
    assessment: { reasons: ['Has 4 of 5 required skills (missing Kubernetes)'] },
    resume_url: null,
    progress_resume: null,
    progress_screening: 'scheduled',
    cover_note: 'My phone is +49 151 0000000, write to maya@example.com',
  },
  jobTitle: 'Frontend Engineer',
};

describe('the Online AI candidate summary', () => {
  it('sends the profile, the application and the match reasons, but never the cover note', () => {
    const sent = JSON.stringify(onlineSummaryMessages(input));
    for (const fact of [
      'Candidate: Maya Chen',
      'Job: Frontend Engineer',
      'Experience: 6 years',
      'Skills: React, TS',
      'Match score: 82 of 100',
      'Match reason: Has 4 of 5 required skills (missing Kubernetes)',
      'Resume: not sent',
      'Screening interview: scheduled',
    ])
      expect(sent).toContain(fact);
    expect(sent).not.toContain('maya@example.com');
    expect(sent).not.toContain('+49');
  });

  it('returns the model’s words, and says in words when it fails', async () => {
    ai.reply = completion('Maya is a senior frontend engineer in Berlin who matches most required skills.');
    const config = { url: ai.url, model: 'small' };
    await expect(askOnlineAi(config, onlineSummaryMessages(input))).resolves.toBe(
      'Maya is a senior frontend engineer in Berlin who matches most required skills.',
    );
    expect(ai.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', body: { model: 'small' } });
    ai.reply = { status: 503, body: {} };
    await expect(askOnlineAi(config, onlineSummaryMessages(input))).rejects.toThrow('Online AI answered 503.');
    ai.reply = completion('  ');
    await expect(askOnlineAi(config, onlineSummaryMessages(input))).rejects.toThrow('Online AI sent no answer.');
  });
});
