// RxDB can hand a tab a live result that holds one document twice: when another tab's write
// makes the query read the store again, and that read already sees the next write, whose change
// then arrives and is put on top again (event-reduce's insertFirst does not look). This plays it
// with two tabs on one IndexedDB and checks that the device's query results, and the live lists
// read through them, show each row once (sync/queries/distinct-results.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { rowsQuery, watchRows, writeRow } from '@sync/workspace/records';
import { applicationRow } from '../../fixtures/record-rows';
import { fakeIndexedDbStorage } from '../../fixtures/sync';

// Two tabs in one process: RxDB lets one process open a database twice in dev-mode only.
disableWarnings();
addRxPlugin(RxDBDevModePlugin);

const USER = randomUUID();
const storage = wrappedValidateAjvStorage({ storage: fakeIndexedDbStorage() });
const tabs: EveeDatabase[] = [];
const openTab = async () => {
  const db = await openUserDatabase({
    userId: USER,
    storage,
    multiInstance: true,
    ignoreDuplicate: true,
    collections: ['workspace_records'],
  });
  tabs.push(db);
  return db;
};
afterAll(async () => {
  for (const db of tabs.slice(1)) await db.close();
  if (tabs[0]) await removeUserDatabase(USER, storage, tabs[0]);
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
const application = (n: number) =>
  applicationRow({ id: `a${n}`, job_id: 'j1', company_id: 'c1', user_id: 'u1', created_at: at(n) });
const repeats = (ids: string[]) => ids.length - new Set(ids).size;

describe('a live list while another tab writes', () => {
  it('shows each row once, where RxDB’s own update of the result holds one twice', async () => {
    const writer = await openTab();
    const reader = await openTab();
    for (let n = 0; n < 6; n++) await writeRow(writer, 'job_applications', application(n));

    const filter = { scope: 'c1', limit: 5 };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const caught = () => warn.mock.calls.filter(([message]) => String(message).includes('twice')).length;
    let rawRepeats = 0;
    let shownRepeats = 0;
    let shown = 0;
    const raw = rowsQuery(reader, 'job_applications', filter).$.subscribe((docs) => {
      rawRepeats += repeats(docs.map((d) => d.primary));
    });
    const list = watchRows(reader, 'job_applications', filter).subscribe((rows) => {
      shown++;
      shownRepeats += repeats(rows.map((r) => r.id));
    });
    await new Promise((r) => setTimeout(r, 200));

    // The writer takes the newest row away (the reader's limited result must be read again) and
    // at once adds a newer one: thirty times, and on until the race has been seen (at most 100).
    for (let n = 6; n < 106 && (n < 36 || caught() === 0); n++) {
      await (await writer.workspace_records.findOne(`a${n - 1}`).exec())!.remove();
      await writeRow(writer, 'job_applications', application(n));
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 500));
    const repeatsCaught = caught();
    warn.mockRestore();
    console.log(`repeats caught ${repeatsCaught}, emissions ${shown}, repeats shown ${rawRepeats + shownRepeats}`);
    raw.unsubscribe();
    list.unsubscribe();

    // The race happened (if RxDB stops doing it, the plugin in distinct-results.ts can go).
    expect(repeatsCaught).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(10);
    expect(rawRepeats).toBe(0);
    expect(shownRepeats).toBe(0);
  }, 60_000);
});
