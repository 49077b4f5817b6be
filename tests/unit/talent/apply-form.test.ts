import { describe, expect, it } from 'vitest';
import { applyInput, emptyDraft } from '@/features/talent/utils/apply-form';

const profileResume = {
  bucket: 'resumes',
  path: 'u1/a-cv.pdf',
  name: 'cv.pdf',
  size: 1200,
  type: 'application/pdf',
  uploadedAt: '2026-11-30T10:00:00.000Z',
};
const forThisJob = { ...profileResume, path: 'u1/b-acme.pdf', name: 'acme.pdf' };

describe('applyInput', () => {
  it('sends the profile’s résumé by default, and none when it is left out', () => {
    expect(applyInput('j1', emptyDraft, profileResume).resumeFile).toEqual(profileResume);
    expect(applyInput('j1', { ...emptyDraft, skipProfileResume: true }, profileResume)).toEqual({ jobId: 'j1' });
  });

  it('sends a résumé uploaded for the application instead of the profile’s, beside an optional link', () => {
    const input = applyInput(
      'j1',
      { ...emptyDraft, resumeFile: forThisJob, resumeUrl: ' https://cv.example ' },
      profileResume,
    );
    expect(input).toEqual({ jobId: 'j1', resumeFile: forThisJob, resumeUrl: 'https://cv.example' });
  });

  it('sends no file when the talent has none', () => {
    expect(applyInput('j1', { ...emptyDraft, coverNote: 'Hello' })).toEqual({ jobId: 'j1', coverNote: 'Hello' });
  });
});
