// A file's first bytes tell what it is, whatever its name or the browser claim. Storage checks
// the same on the server; here a file that lies about its type is refused before it is sent.

const extensionTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
  zip: 'application/zip',
};

/** The type a name's extension suggests, or '' for an unknown one. */
export function typeFromName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : (extensionTypes[name.slice(dot + 1).toLowerCase()] ?? '');
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Each checked type's leading bytes; null is a byte that may be anything. */
const signatures: Record<string, (number | null)[][]> = {
  'image/png': [[0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/webp': [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
  'image/gif': [ascii('GIF87a'), ascii('GIF89a')],
  'application/pdf': [ascii('%PDF-')],
  // A .docx is a zip package (Office Open XML).
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [[...ascii('PK'), 0x03, 0x04]],
  'application/zip': [[...ascii('PK'), 0x03, 0x04]],
};

/**
 * Whether the first bytes agree with the claimed type. Types without a known signature (plain
 * text, say) pass: there is nothing in their bytes to contradict them.
 */
export function contentsMatchType(type: string, head: Uint8Array): boolean {
  const expected = signatures[type];
  if (!expected) return true;
  return expected.some(
    (signature) => head.length >= signature.length && signature.every((byte, at) => byte === null || head[at] === byte),
  );
}
