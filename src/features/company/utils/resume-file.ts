// A candidate's résumé file as the profile shows it: its kind, and why it did not open, from what
// Storage or the network said, in the words the profile shows. Hosted Storage often answers 400
// with the real status in the body's statusCode ('404' for a missing object; 'InvalidJWT' and an
// "exp" message for a link past its expiry), so the body is read as well as the status.

export type ResumeProblem = 'offline' | 'missing' | 'expired' | 'denied' | 'failed' | 'unreadable';

export const resumeProblemWords: Record<ResumeProblem, string> = {
  offline: 'The résumé opens when you are back online',
  missing: 'This résumé is no longer stored: the candidate may have replaced or removed it',
  expired: 'The link to this résumé expired. Open it again for a new one',
  denied: 'You may not read this résumé: the application may have been withdrawn',
  failed: 'The résumé could not be opened just now. Try again',
  unreadable: 'This file could not be shown as a PDF. Download it to open it in another program',
};

export interface StorageAnswer {
  /** The HTTP status; absent when no answer came (the request failed on the way). */
  status?: number;
  /** Storage's error body: { statusCode, error, message }, or its text. */
  body?: unknown;
}

function fields(body: unknown): { code: string; words: string } {
  if (typeof body === 'string') {
    try {
      return fields(JSON.parse(body));
    } catch {
      return { code: '', words: body.toLowerCase() };
    }
  }
  if (!body || typeof body !== 'object') return { code: '', words: '' };
  const b = body as Record<string, unknown>;
  return {
    code: String(b.statusCode ?? ''),
    words: `${String(b.error ?? '')} ${String(b.message ?? '')}`.toLowerCase(),
  };
}

export function resumeProblem(answer: StorageAnswer, online: boolean): ResumeProblem {
  // No answer at all is the network's doing, even where the browser believes it is online.
  if (!online || answer.status === undefined) return 'offline';
  const { code, words } = fields(answer.body);
  if (/\bexp\b|expired/.test(words)) return 'expired';
  if (answer.status === 404 || code === '404' || /not.?found/.test(words)) return 'missing';
  if ([401, 403].includes(answer.status) || ['401', '403'].includes(code) || /unauthori[sz]ed|denied/.test(words)) {
    return 'denied';
  }
  return 'failed';
}

/** What kind of file a résumé is, as the profile names it, and whether it is shown inline. */
export function resumeKind(type: string): { label: string; inline: boolean } {
  if (type === 'application/pdf') return { label: 'PDF', inline: true };
  if (type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    return { label: 'Word document', inline: false };
  }
  return { label: type || 'File', inline: false };
}
