// Where each kind of file lives in its bucket. The first folder decides who may write (the
// storage policies read it): a person's own id, or the company's id for its logo.

/** A file name reduced to characters safe in a URL path, keeping its extension. */
export function safeObjectName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '');
  return cleaned.slice(-80) || 'file';
}

// A random prefix keeps two uploads of 'cv.pdf' apart, and a replaced file from being served
// from a cache under its old address.
const unique = (name: string) => `${crypto.randomUUID()}-${safeObjectName(name)}`;

/** A stored object's name as people see it: its last segment without the random prefix. */
export const shownObjectName = (path: string) => (path.split('/').pop() ?? path).replace(/^[0-9a-f-]{36}-/, '');

export const objectPaths = {
  avatar: (userId: string, fileName: string) => `${userId}/${unique(fileName)}`,
  companyLogo: (companyId: string, fileName: string) => `${companyId}/${unique(fileName)}`,
  resume: (talentUserId: string, fileName: string) => `${talentUserId}/${unique(fileName)}`,
  chatAttachment: (userId: string, conversationId: string, fileName: string) =>
    `${userId}/${conversationId}/${unique(fileName)}`,
};
