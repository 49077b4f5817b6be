import { describe, expect, it } from 'vitest';
import { resolveFileUrl } from '@/lib/files/public-path';
import { safeObjectName } from '@/lib/files/paths';

describe('resolveFileUrl', () => {
  const base = 'https://project.supabase.co/';

  it('puts the Supabase URL before a storage path and keeps absolute URLs', () => {
    expect(resolveFileUrl('/storage/v1/object/public/avatars/u1/a.png', base)).toBe(
      'https://project.supabase.co/storage/v1/object/public/avatars/u1/a.png',
    );
    expect(resolveFileUrl('https://cdn.example/a.png', base)).toBe('https://cdn.example/a.png');
  });

  it('shows nothing for an empty value or one that is not a file address', () => {
    for (const value of [null, undefined, '', '  ', 'javascript:alert(1)', 'avatars/u1/a.png']) {
      expect(resolveFileUrl(value, base)).toBeUndefined();
    }
  });
});

describe('safeObjectName', () => {
  it('keeps the extension and drops what a URL path would choke on', () => {
    expect(safeObjectName('Maya Chen — CV (final).pdf')).toBe('Maya-Chen-CV-final-.pdf');
    expect(safeObjectName('résumé.docx')).toBe('resume.docx');
    expect(safeObjectName('../../etc')).toBe('etc');
  });
});
