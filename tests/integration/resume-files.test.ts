// Résumés as files (20261130110000_resume_files.sql): the talent uploads into their own folder of
// the resumes bucket and sends the file's metadata with an application; the company the
// application went to reads that metadata and signs the file to open it, another company cannot.
// The metadata's shape and folder are the database's to check, so a talent cannot attach a file
// from someone else's folder.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { createUser, type TestUser } from '../fixtures/stack';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let w: HiringWorld;
let jobId: string;

beforeAll(async () => {
  w = await makeHiringWorld();
  jobId = await makeJob(w.company.id, { title: 'Résumé Reader' });
});

async function uploadResume(talent: TestUser, name = 'cv.pdf') {
  const path = `${talent.id}/${randomUUID()}-${name}`;
  const { error } = await talent.client.storage.from('resumes').upload(path, PDF, { contentType: 'application/pdf' });
  if (error) throw new Error(`upload: ${error.message}`);
  return {
    bucket: 'resumes',
    path,
    name,
    size: PDF.length,
    type: 'application/pdf',
    uploadedAt: new Date().toISOString(),
  };
}

describe('A résumé file sent with an application', () => {
  it('is submitted, and the company reads its metadata and opens it by a signed link', async () => {
    const talent = await createUser();
    const file = await uploadResume(talent);
    const { data: applied, error } = await talent.client
      .from('job_applications')
      .insert({ job_id: jobId, user_id: talent.id, resume_file: file })
      .select('id, progress_resume')
      .single<{ id: string; progress_resume: string | null }>();
    expect(error).toBeNull();
    expect(applied?.progress_resume).toBe('submitted');

    const { data: seen } = await w.member.client
      .from('job_applications')
      .select('resume_file')
      .eq('id', applied!.id)
      .single<{ resume_file: typeof file }>();
    expect(seen?.resume_file).toEqual(file);
    const signed = await w.member.client.storage.from('resumes').createSignedUrl(seen!.resume_file.path, 600);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    const stranger = await w.otherMember.client.storage.from('resumes').createSignedUrl(file.path, 600);
    expect(stranger.data).toBeNull();
    expect(stranger.error).not.toBeNull();
  });

  it('must lie in the talent’s own folder and have the metadata’s shape', async () => {
    const [talent, victim] = await Promise.all([createUser(), createUser()]);
    const theirs = await uploadResume(victim, 'theirs.pdf');
    const mine = await uploadResume(talent);
    const attempts = await Promise.all([
      talent.client.from('job_applications').insert({ job_id: jobId, user_id: talent.id, resume_file: theirs }),
      talent.client
        .from('job_applications')
        .insert({ job_id: jobId, user_id: talent.id, resume_file: { ...mine, extra: 'x' } }),
      talent.client
        .from('job_applications')
        .insert({ job_id: jobId, user_id: talent.id, resume_file: { ...mine, type: 'text/html' } }),
      talent.client.from('talent_profiles').insert({ user_id: talent.id, resume: theirs }),
      talent.client.from('talent_profiles').insert({ user_id: talent.id, resume: { ...mine, bucket: 'avatars' } }),
    ]);
    for (const { error } of attempts) expect(error?.code).toBe('23514');
    const stored = await sql<{ n: number }>(
      `select (select count(*) from job_applications where user_id = $1)::int
            + (select count(*) from talent_profiles where user_id = $1)::int as n`,
      [talent.id],
    );
    expect(stored[0]?.n).toBe(0);
  });
});

describe('The profile’s résumé', () => {
  it('is kept as metadata the talent writes and the companies they applied to read', async () => {
    const talent = await createUser();
    const file = await uploadResume(talent);
    const { error } = await talent.client.from('talent_profiles').insert({ user_id: talent.id, resume: file });
    expect(error).toBeNull();
    await talent.client.from('job_applications').insert({ job_id: jobId, user_id: talent.id, resume_file: file });
    const { data } = await w.member.client
      .from('talent_profiles')
      .select('resume')
      .eq('user_id', talent.id)
      .single<{ resume: typeof file }>();
    expect(data?.resume).toEqual(file);
  });

  it('is replaced and cleared by the talent, and by nobody else', async () => {
    const [talent, stranger] = await Promise.all([createUser(), createUser()]);
    const first = await uploadResume(talent);
    const second = await uploadResume(talent, 'cv-2026.pdf');
    await talent.client.from('talent_profiles').insert({ user_id: talent.id, resume: first });
    const replaced = await talent.client
      .from('talent_profiles')
      .update({ resume: second })
      .eq('user_id', talent.id)
      .select('resume');
    expect(replaced.error).toBeNull();
    expect(replaced.data).toEqual([{ resume: second }]);
    const hijack = await stranger.client
      .from('talent_profiles')
      .update({ resume: null })
      .eq('user_id', talent.id)
      .select('id');
    expect(hijack.data ?? []).toEqual([]);
    const cleared = await talent.client
      .from('talent_profiles')
      .update({ resume: null })
      .eq('user_id', talent.id)
      .select('resume');
    expect(cleared.data).toEqual([{ resume: null }]);
  });
});
