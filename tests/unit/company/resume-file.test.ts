import { describe, expect, it } from 'vitest';
import { resumeKind, resumeProblem, resumeProblemWords } from '@/features/company/utils/resume-file';

describe('why a résumé did not open', () => {
  it('reads a missing object from the status or from the body hosted Storage sends with a 400', () => {
    expect(resumeProblem({ status: 404, body: '' }, true)).toBe('missing');
    expect(
      resumeProblem(
        { status: 400, body: '{"statusCode":"404","error":"not_found","message":"Object not found"}' },
        true,
      ),
    ).toBe('missing');
  });

  it('reads an expired link from the token check Storage reports', () => {
    const body = { statusCode: '400', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' };
    expect(resumeProblem({ status: 400, body }, true)).toBe('expired');
    expect(resumeProblem({ status: 400, body: 'jwt expired' }, true)).toBe('expired');
  });

  it('says offline when the browser is offline or no answer came, and denied for a refusal', () => {
    expect(resumeProblem({ status: 404 }, false)).toBe('offline');
    expect(resumeProblem({}, true)).toBe('offline');
    expect(resumeProblemWords.offline).toBe('The résumé opens when you are back online');
    expect(resumeProblem({ status: 403, body: { message: 'new row violates row-level security' } }, true)).toBe(
      'denied',
    );
    expect(resumeProblem({ status: 500, body: 'Internal error' }, true)).toBe('failed');
  });
});

describe('what kind of résumé it is', () => {
  it('shows PDFs inline and offers Word documents and anything else for download only', () => {
    expect(resumeKind('application/pdf')).toEqual({ label: 'PDF', inline: true });
    expect(resumeKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toEqual({
      label: 'Word document',
      inline: false,
    });
    expect(resumeKind('')).toEqual({ label: 'File', inline: false });
  });
});
