import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/utils/safe-path';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/company/acme/senior-frontend-engineer?ref=x#apply')).toBe(
      '/company/acme/senior-frontend-engineer?ref=x#apply',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'company/acme',
      '',
      null,
    ]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });
});
