import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarInitials, avatarPalette } from '@/utils/avatar';

describe('avatar initials', () => {
  it('take the first letters of the first and last words of the name', () => {
    expect(avatarInitials('Maya Lopez')).toBe('ML');
    expect(avatarInitials('  ana maria de la cruz ')).toBe('AC');
  });

  it('take one letter from a one-word name', () => {
    expect(avatarInitials('Globex')).toBe('G');
  });

  it('fall back to the first letter of the e-mail when there is no name', () => {
    expect(avatarInitials('', 'jordan@evee.dev')).toBe('J');
    expect(avatarInitials(null, 'zoe@evee.dev')).toBe('Z');
  });

  it('keep a letter outside the basic plane whole', () => {
    expect(avatarInitials('𝒜lex Ørsted')).toBe('𝒜Ø');
  });

  it('show a question mark with neither name nor e-mail', () => {
    expect(avatarInitials(undefined, '  ')).toBe('?');
  });
});

describe('avatar palette', () => {
  it('has eight colours', () => {
    expect(new Set(AVATAR_PALETTE).size).toBe(8);
  });

  it('gives the same name the same colour every time', () => {
    expect(avatarPalette('Maya Lopez')).toBe(avatarPalette('  Maya Lopez '));
  });

  it('spreads names over the whole palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarPalette(`Person ${i}`)));
    expect(used.size).toBe(8);
  });

  it('hashes the e-mail when there is no name', () => {
    const fromEmail = Array.from({ length: 50 }, (_, i) => avatarPalette('', `p${i}@evee.dev`));
    expect(new Set(fromEmail).size).toBeGreaterThan(1);
  });
});
