// A talent's device records résumé files as it records the rest of the profile: the profile's
// résumé (talent_profiles.resume) and the one an application sends (job_applications.
// resume_file) are written on the device and reach the server through the replication, where the
// application counts as submitted.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { applyToJob } from '@sync/talent/commands';
import { saveTalentProfile } from '@sync/talent/profile-commands';
import { searchJobs } from '@sync/talent/search';
import { sql } from '../fixtures/backend';
import { untilNothingPending } from '../fixtures/pending-records';
import { syncedDevice } from '../fixtures/sync-session';
import { waitFor } from '../fixtures/sync';
import { makeTalentWorld, type TalentWorld } from '../fixtures/talent-world';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

let world: TalentWorld;

beforeAll(async () => {
  world = await makeTalentWorld();
});

describe('a talent’s résumé files on the device', () => {
  it('reach the server as the profile’s résumé and an application’s, which is then submitted, and the profile’s is cleared', async () => {
    const { tina, freeJobs, freeWord } = world;
    const path = `${tina.id}/${randomUUID()}-cv.pdf`;
    const upload = await tina.client.storage.from('resumes').upload(path, PDF, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const file = {
      bucket: 'resumes',
      path,
      name: 'cv.pdf',
      size: PDF.length,
      type: 'application/pdf',
      uploadedAt: new Date().toISOString(),
    };
    const jobId = freeJobs[0]!;
    const job = (await searchJobs(tina.client, { q: freeWord })).jobs.find((j) => j.id === jobId);
    const device = await syncedDevice(tina);
    try {
      const { db } = device;
      await saveTalentProfile(db, tina.id, { resume: file });
      await applyToJob(db, tina.id, { jobId, resumeFile: file, job });
      await waitFor(
        async () =>
          (await sql('select 1 from public.job_applications where job_id = $1 and user_id = $2', [jobId, tina.id]))
            .length > 0,
        'the application on the server',
      );
      await untilNothingPending(db);
      const [profile] = await sql('select resume from public.talent_profiles where user_id = $1', [tina.id]);
      expect(profile).toEqual({ resume: file });
      const [application] = await sql(
        'select resume_file, progress_resume from public.job_applications where job_id = $1 and user_id = $2',
        [jobId, tina.id],
      );
      expect(application).toEqual({ resume_file: file, progress_resume: 'submitted' });

      await saveTalentProfile(db, tina.id, { resume: null });
      // The server's row, not the pending set, which may not list a write made a moment ago.
      await waitFor(async () => {
        const [row] = await sql<{ resume: unknown }>('select resume from public.talent_profiles where user_id = $1', [
          tina.id,
        ]);
        return row && row.resume === null;
      }, 'the profile’s résumé cleared on the server');
      await untilNothingPending(db);
      expect(await db.sync_failures.count().exec()).toBe(0);
    } finally {
      await device.close();
    }
  });
});
