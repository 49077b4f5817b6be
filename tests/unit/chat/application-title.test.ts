import { describe, expect, it } from 'vitest';
import { applicationTitle, isOwnName, jobFromTitle } from '@/features/chat/utils/application-title';

describe('application chat titles', () => {
  it("names the candidate and the job for the company's people", () => {
    expect(
      applicationTitle({
        title: 'Application: Senior Frontend Engineer',
        candidateName: 'Maya Okafor',
        companyName: 'Acme Robotics',
        viewerIsCandidate: false,
        ownName: 'Daniel Reyes',
      }),
    ).toBe('Maya Okafor · Senior Frontend Engineer');
  });

  it('never shows the candidate their own name: the job and the company instead', () => {
    expect(
      applicationTitle({
        title: 'Senior Frontend Engineer – Maya Okafor',
        candidateName: 'Maya Okafor',
        companyName: 'Acme Robotics',
        viewerIsCandidate: true,
        ownName: 'Maya Okafor',
      }),
    ).toBe('Senior Frontend Engineer · Acme Robotics');
  });

  it('takes participant names out of an older title, and keeps the job alone when nobody is known', () => {
    expect(jobFromTitle('Senior Frontend Engineer – Maya Okafor', ['maya okafor'])).toBe('Senior Frontend Engineer');
    expect(jobFromTitle('Application: Data Engineer - Berlin', [])).toBe('Data Engineer – Berlin');
    expect(
      applicationTitle({
        title: null,
        candidateName: null,
        companyName: null,
        viewerIsCandidate: false,
        ownName: null,
      }),
    ).toBe('Application');
  });

  it('tells a title that is only the reader’s own name', () => {
    expect(isOwnName(' maya okafor ', 'Maya Okafor')).toBe(true);
    expect(isOwnName('Acme', 'Maya Okafor')).toBe(false);
    expect(isOwnName('Acme', null)).toBe(false);
  });
});
