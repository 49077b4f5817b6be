import { describe, expect, it } from 'vitest';
import { typeLabel } from '@/features/chat/utils/file-type-label';

describe('the type named on a file chip', () => {
  it('is the extension in capitals, else the subtype, else File', () => {
    expect(typeLabel({ name: 'cv.final.pdf', type: 'application/pdf' })).toBe('PDF');
    expect(typeLabel({ name: 'notes', type: 'text/plain' })).toBe('PLAIN');
    expect(typeLabel({ name: '.profile', type: '' })).toBe('File');
    expect(typeLabel({ name: 'trailing.', type: 'application/zip' })).toBe('ZIP');
  });
});
