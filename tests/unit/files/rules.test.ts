import { describe, expect, it } from 'vitest';
import {
  checkFile,
  formatBytes,
  hasPathCharacters,
  imageAccept,
  resumeAccept,
  tooLargeMessage,
} from '@/lib/files/rules';
import { contentsMatchType } from '@/lib/files/signatures';

const MB = 1024 * 1024;
const pdfHead = new TextEncoder().encode('%PDF-1.7\n');
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file of `size` bytes that starts with `head`, without allocating size bytes twice. */
function fileOf(name: string, head: Uint8Array<ArrayBuffer>, size = head.length, type = ''): File {
  const rest = new Uint8Array(Math.max(0, size - head.length));
  return new File([head, rest], name, { type });
}

describe('checkFile', () => {
  it('accepts a PDF résumé within the limit', async () => {
    expect(await checkFile('resumes', fileOf('cv.pdf', pdfHead, 2 * MB, 'application/pdf'))).toBeNull();
  });

  it('accepts a Word résumé whose type comes from its name alone', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    expect(await checkFile('resumes', fileOf('cv.docx', zip, 4000))).toBeNull();
    expect(await checkFile('resumes', fileOf('cv.bin', zip, 4000, docx))).toBeNull();
  });

  it('says how large a résumé is and what the limit is', async () => {
    const file = fileOf('cv.pdf', pdfHead, 14 * MB, 'application/pdf');
    expect(await checkFile('resumes', file)).toBe('This file is 14 MB; the limit is 10 MB');
  });

  it('refuses a résumé that is neither PDF nor Word', async () => {
    const file = fileOf('cv.txt', new TextEncoder().encode('hello'), 5, 'text/plain');
    expect(await checkFile('resumes', file)).toBe('Résumés must be PDF or Word documents');
  });

  it('refuses a photo that is not PNG, JPEG or WebP, SVG included', async () => {
    const svg = fileOf('me.svg', new TextEncoder().encode('<svg/>'), 6, 'image/svg+xml');
    expect(await checkFile('avatars', svg)).toBe('Photos must be PNG, JPEG or WebP images');
    expect(await checkFile('company-logos', svg)).toBe('Logos must be PNG, JPEG or WebP images');
  });

  it('refuses a photo over 2 MB', async () => {
    const file = fileOf('me.png', pngHead, 2 * MB + 1, 'image/png');
    expect(await checkFile('avatars', file)).toBe('This file is 2.1 MB; the limit is 2 MB');
  });

  it('refuses an empty file by name', async () => {
    expect(await checkFile('resumes', new File([], 'cv.pdf', { type: 'application/pdf' }))).toBe('“cv.pdf” is empty');
  });

  it('refuses a file whose first bytes contradict its type', async () => {
    const fake = fileOf('cv.pdf', new TextEncoder().encode('MZ\x90\x00 not a pdf'), 100, 'application/pdf');
    expect(await checkFile('resumes', fake)).toBe(
      '“cv.pdf” is not what it says it is: its contents are not a PDF document',
    );
    const fakePng = fileOf('me.png', pdfHead, 100, 'image/png');
    expect(await checkFile('avatars', fakePng)).toMatch(/its contents are not a PNG image/);
    const fakeImageInChat = fileOf('cat.jpg', pdfHead, 100, 'image/jpeg');
    expect(await checkFile('chat-attachments', fakeImageInChat)).toMatch(/its contents are not a JPEG image/);
  });

  it('refuses a name with path characters', async () => {
    for (const name of ['../cv.pdf', 'a/cv.pdf', 'a\\cv.pdf', 'cv\u0000.pdf', '..']) {
      expect(await checkFile('resumes', fileOf(name, pdfHead, 100, 'application/pdf'))).toMatch(/cannot contain/);
    }
  });

  it('lets a chat attachment of any type through up to 25 MB', async () => {
    const text = fileOf('notes.txt', new TextEncoder().encode('notes'), 5, 'text/plain');
    expect(await checkFile('chat-attachments', text)).toBeNull();
    const big = fileOf('video.mp4', new Uint8Array([0, 0, 0, 0x18]), 26 * MB, 'video/mp4');
    expect(await checkFile('chat-attachments', big)).toBe('This file is 26 MB; the limit is 25 MB');
  });
});

describe('formatBytes and tooLargeMessage', () => {
  it('rounds up, so a file just over a limit never reads as the limit', () => {
    expect(tooLargeMessage(10 * MB + 1, 10 * MB)).toBe('This file is 10.1 MB; the limit is 10 MB');
    expect(formatBytes(14 * MB)).toBe('14 MB');
    expect(formatBytes(2.5 * MB)).toBe('2.5 MB');
    expect(formatBytes(800 * 1024)).toBe('800 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});

describe('hasPathCharacters', () => {
  it('lets ordinary names with spaces, accents and dots through', () => {
    for (const name of ['Maya Chen CV.pdf', 'résumé.v2.docx', 'photo (1).jpg']) {
      expect(hasPathCharacters(name)).toBe(false);
    }
  });
});

describe('contentsMatchType', () => {
  it('recognises WebP by its RIFF header and passes types without a signature', () => {
    const webp = new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ');
    expect(contentsMatchType('image/webp', webp)).toBe(true);
    expect(contentsMatchType('image/webp', pngHead)).toBe(false);
    expect(contentsMatchType('text/plain', pngHead)).toBe(true);
  });
});

describe('the file pickers', () => {
  it('offer the types the photo, logo and résumé buckets take, and résumés by extension too', () => {
    expect(imageAccept).toBe('image/png,image/jpeg,image/webp');
    expect(resumeAccept).toBe(
      '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});
