import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { getRow, watchRows, writeRow } from '@sync/workspace/records';
import { firstValueFrom } from 'rxjs';
import { applicationRow } from '../fixtures/record-rows';
import { memoryStorage } from '../fixtures/sync';

const USER = randomUUID();
let db: EveeDatabase | undefined;
afterEach(async () => {
  if (db) await removeUserDatabase(USER, memoryStorage(), db);
  db = undefined;
});

const application = applicationRow({
  id: 'a1',
  job_id: 'j1',
  company_id: 'c1',
  user_id: 'u1',
  created_at: '2026-11-23T10:00:00.000000+00:00',
  assessment: { video_interview: { date: '2026-11-20', duration_minutes: 25, has_transcription: true } },
});

describe('rows read from the device', () => {
  it('are plain data that can be cloned, nested objects included, and written back as read', async () => {
    db = await openUserDatabase({ userId: USER, storage: memoryStorage(), multiInstance: false });
    await writeRow(db, 'job_applications', application);

    const read = (await getRow(db, 'job_applications', 'a1'))!;
    // Another tab hears of a write through structured cloning, as IndexedDB stores it.
    expect(structuredClone(read)).toEqual(read);
    const [listed] = await firstValueFrom(watchRows(db, 'job_applications', { scope: 'c1' }));
    expect(structuredClone(listed)).toEqual(listed);

    await writeRow(db, 'job_applications', { ...read, status: 'interviewed' });
    const doc = await db.workspace_records.findOne('a1').exec();
    expect(structuredClone(doc!.toJSON())).toMatchObject({
      row: {
        status: 'interviewed',
        assessment: { video_interview: { date: '2026-11-20', duration_minutes: 25, has_transcription: true } },
      },
    });
  });
});
