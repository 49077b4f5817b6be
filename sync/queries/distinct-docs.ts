// A live message result with each message once (why it can hold one twice: below).

/**
 * Each message once, at its latest version. RxDB updates a live result from each change rather
 * than reading the store again, and an insert that sorts first is put at the top without a look
 * at whether it is already there: a result can then hold one message twice, and a list keyed by
 * id leaves copies on the screen that React never removes (seen as stale 'Pending' items).
 */
const reported = new Set<string>();

export function distinctDocs<D extends { primary: string; getLatest(): D }>(docs: D[], where: string): D[] {
  const seen = new Set<string>();
  const out: D[] = [];
  for (const doc of docs) {
    if (seen.has(doc.primary)) {
      // Said once a message: the result keeps the copy until RxDB next reads the store.
      if (!reported.has(doc.primary)) {
        reported.add(doc.primary);
        console.warn('[chat] the device returned a message twice; showing it once', doc.primary, where);
      }
      continue;
    }
    seen.add(doc.primary);
    out.push(doc.getLatest());
  }
  return out;
}
