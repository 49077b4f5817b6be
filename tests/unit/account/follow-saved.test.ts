import { describe, expect, it } from 'vitest';
import { followSaved } from '@/features/account/utils/follow-saved';

describe('a form following its saved copy', () => {
  const before = { headline: 'Engineer', skills: ['React'], location: 'Lisbon' };

  it('takes the new copy of the fields the person has not touched and keeps their edits', () => {
    const saved = { ...before, skills: ['React', 'TypeScript'], location: 'Porto' };
    const current = { ...before, headline: 'Staff engineer', location: 'Braga' };
    expect(followSaved(before, saved, current)).toEqual({ skills: ['React', 'TypeScript'] });
  });

  it('changes nothing when the saved copy is the same', () => {
    expect(followSaved(before, { ...before }, { ...before, headline: 'typed' })).toEqual({});
  });
});
