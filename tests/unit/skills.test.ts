import { describe, expect, it } from 'vitest';
import { addSkill, knownSkills } from '@/utils/skills';

describe('adding a skill', () => {
  it('keeps the typed skill tidied and refuses a second spelling of one already listed', () => {
    expect(addSkill(['Go'], '  Type   Script ', 5).skills).toEqual(['Go', 'Type Script']);
    expect(addSkill(['TypeScript'], 'typescript', 5)).toEqual({
      skills: ['TypeScript'],
      refused: 'typescript is already listed',
    });
  });

  it('refuses past the given limit and a skill over 60 characters, and ignores blank input', () => {
    expect(addSkill(['a', 'b'], 'c', 2).refused).toBe('At most 2 skills');
    expect(addSkill([], 'x'.repeat(61), 5).refused).toBe('A skill is at most 60 characters');
    expect(addSkill(['Go'], '   ', 5)).toEqual({ skills: ['Go'] });
  });
});

describe('skills already used on Evee, as suggestions', () => {
  it('lists each skill once whatever its case, in its most used spelling, alphabetically', () => {
    const lists = [['react', 'Go'], ['React', 'kubernetes'], ['React'], null, ['  GO ']];
    expect(knownSkills(lists)).toEqual(['Go', 'kubernetes', 'React']);
  });

  it('leaves out the skills already chosen, in any case', () => {
    expect(knownSkills([['Rust', 'SQL', 'Docker']], ['sql', 'DOCKER'])).toEqual(['Rust']);
  });

  it('offers nothing when the device holds no skills', () => {
    expect(knownSkills([])).toEqual([]);
    expect(knownSkills([[], undefined])).toEqual([]);
  });
});
