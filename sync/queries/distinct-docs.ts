// A live result with each document once (why it can hold one twice: below). Every live list
// sorted newest first goes through it: messages, notifications and workspace records.

/**
 * Each document once, at its latest version. RxDB updates a live result from each change rather
 * than reading the store again. With two tabs open, a change from the other tab can make the
 * query read the store again, and that read may already hold the other tab's next write; when
 * that write's change then arrives, an insert that sorts first is put at the top without a look
 * at whether it is already there (event-reduce's insertFirst). A list keyed by id then leaves
 * copies on the screen that React never removes (seen in the chat as stale 'Pending' items).
 * Played in tests/unit/sync/two-tab-live-results.test.ts.
 */
const reported = new Set<string>();

export function distinctDocs<D extends { primary: string; getLatest(): D }>(docs: D[], where: string): D[] {
  const seen = new Set<string>();
  const out: D[] = [];
  for (const doc of docs) {
    if (seen.has(doc.primary)) {
      // Said once a document: the result keeps the copy until RxDB next reads the store.
      if (!reported.has(doc.primary)) {
        reported.add(doc.primary);
        console.warn('[sync] a live result held a document twice; showing it once', doc.primary, where);
      }
      continue;
    }
    seen.add(doc.primary);
    out.push(doc.getLatest());
  }
  return out;
}
