import { describe, expect, it } from 'vitest';
import { ownPublicObject, publicObjectPath, resolveFileUrl } from '@/lib/files/public-path';
import { safeObjectName, shownObjectName } from '@/lib/files/paths';

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

describe('ownPublicObject', () => {
  it("gives back the decoded object a reference names in the owner's own folder", () => {
    const path = 'u1/3f2b8c1e-1111-4222-8333-444455556666-Maya Chen.png';
    expect(ownPublicObject(publicObjectPath('avatars', path), 'avatars', 'u1')).toBe(path);
  });

  it("gives nothing for a link, another owner's folder or another bucket", () => {
    expect(ownPublicObject('https://cdn.example/u1/a.png', 'avatars', 'u1')).toBeNull();
    expect(ownPublicObject('/storage/v1/object/public/avatars/u2/a.png', 'avatars', 'u1')).toBeNull();
    expect(ownPublicObject('/storage/v1/object/public/avatars/u10/a.png', 'avatars', 'u1')).toBeNull();
    expect(ownPublicObject('/storage/v1/object/public/company-logos/u1/a.png', 'avatars', 'u1')).toBeNull();
    expect(ownPublicObject(null, 'avatars', 'u1')).toBeNull();
  });
});

describe('shownObjectName', () => {
  it('shows the file name without the folder or the random prefix', () => {
    expect(shownObjectName('u1/3f2b8c1e-1111-4222-8333-444455556666-cv.pdf')).toBe('cv.pdf');
    expect(shownObjectName('u1/cv.pdf')).toBe('cv.pdf');
  });
});
