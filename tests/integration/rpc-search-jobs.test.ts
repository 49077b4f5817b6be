// search_jobs: full-text search over open jobs of every company, for anyone. Each test's jobs
// carry a word of their own, so other tests' jobs never enter the results.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, SEED } from '../fixtures/backend';
import { makeJob } from '../fixtures/hiring';
import { anonClient, createUser, serviceClient } from '../fixtures/stack';

interface Found {
  id: string;
  title: string;
  company_name: string;
  company_identifier: string;
  snippet: string;
  description: string;
  rank: number;
  total_count: number;
}

let companyId: string;

beforeAll(async () => {
  companyId = (await makeCompany(await createUser(), 'Searchable Systems')).id;
});

const word = () =>
  `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

async function search(args: Record<string, unknown>): Promise<Found[]> {
  const { data, error } = await anonClient().rpc('search_jobs', args);
  if (error) throw new Error(error.message);
  return data as Found[];
}

describe('search_jobs', () => {
  it('ranks a job whose title has the words above one whose description has them', async () => {
    const w = word();
    const inDescription = await makeJob(companyId, { title: 'Operations Lead', description: `Works with ${w} daily.` });
    const inTitle = await makeJob(companyId, { title: `${w} Engineer`, description: 'Builds things.' });
    const found = await search({ q: w });
    expect(found.map((j) => j.id)).toEqual([inTitle, inDescription]);
    expect(found[0]!.rank).toBeGreaterThan(found[1]!.rank);
    expect(found[0]).toMatchObject({ company_name: 'Searchable Systems', total_count: 2 });
  });

  it("answers each job's full description beside its 300-character snippet, so the device can keep it whole", async () => {
    const w = word();
    const description = `${w} welding.\n${'Two years of welding robots. '.repeat(120)}`;
    const id = await makeJob(companyId, { title: `${w} Welder`, description });
    const [found] = await search({ q: w });
    expect(found).toMatchObject({ id, description, snippet: description.slice(0, 300) });
    expect(description.length).toBeGreaterThan(3000);
  });

  it('finds a word by its beginning while it is being typed', async () => {
    const w = `${word()}platform`;
    const id = await makeJob(companyId, { title: `${w} Developer` });
    expect((await search({ q: w.slice(0, 6) })).map((j) => j.id)).toContain(id);
    expect((await search({ q: `developer ${w.slice(0, 7)}` })).map((j) => j.id)).toEqual([id]);
  });

  it('filters by location, workplace, employment type and minimum salary', async () => {
    const w = word();
    const [lisbon, remote, contract, wellPaid] = await Promise.all([
      makeJob(companyId, { title: `${w} A`, location: 'Lisbon, Portugal', workplace: 'onsite', salary_max: 50000 }),
      makeJob(companyId, { title: `${w} B`, location: 'Anywhere', workplace: 'remote', salary_max: 60000 }),
      makeJob(companyId, { title: `${w} C`, location: 'Porto', employment_type: 'contract', salary_max: 70000 }),
      makeJob(companyId, { title: `${w} D`, location: 'Porto', salary_min: 150000, salary_max: 200000 }),
    ]);
    expect((await search({ q: w, location: 'lisbon' })).map((j) => j.id)).toEqual([lisbon]);
    expect((await search({ q: w, workplace: 'remote' })).map((j) => j.id)).toEqual([remote]);
    expect((await search({ q: w, employment_type: 'contract' })).map((j) => j.id)).toEqual([contract]);
    expect((await search({ q: w, min_salary: 100000 })).map((j) => j.id)).toEqual([wellPaid]);
    expect((await search({ q: w, location: 'porto', min_salary: 65000 })).map((j) => j.id).sort()).toEqual(
      [contract, wellPaid].sort(),
    );
  });

  it('filters by what an open job says now, after it is edited', async () => {
    const w = word();
    const id = await makeJob(companyId, {
      title: `${w} E`,
      location: 'Lisbon',
      workplace: 'onsite',
      salary_max: 50000,
    });
    const { error } = await serviceClient()
      .from('jobs')
      .update({ location: 'Berlin', workplace: 'remote', salary_max: 90000 })
      .eq('id', id);
    expect(error).toBeNull();
    expect(await search({ q: w, location: 'lisbon' })).toEqual([]);
    expect(
      (await search({ q: w, location: 'berlin', workplace: 'remote', min_salary: 80000 })).map((j) => j.id),
    ).toEqual([id]);
  });

  it('pages through the matches, newest first among equals, with the total in every row', async () => {
    const w = word();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await makeJob(companyId, { title: `${w} role`, published_at: new Date(Date.now() - i * 60_000).toISOString() }),
      );
    }
    const pages = await Promise.all([0, 1, 2].map((page) => search({ q: w, page_size: 2, page })));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((j) => j.id)).toEqual(ids);
    expect(pages.flat().every((j) => j.total_count === 5)).toBe(true);
    expect(await search({ q: w, page_size: 2, page: 3 })).toEqual([]);
  });

  it('finds only open jobs that are not deleted', async () => {
    const w = word();
    const open = await makeJob(companyId, { title: `${w} open` });
    await Promise.all(
      (['draft', 'paused', 'closed'] as const).map((status) => makeJob(companyId, { title: `${w} ${status}`, status })),
    );
    await makeJob(companyId, { title: `${w} gone`, _deleted: true });
    expect((await search({ q: w })).map((j) => j.id)).toEqual([open]);
  });

  it('lists every open job, seeded ones included, when no words are given', async () => {
    const all = await search({ page_size: 50 });
    expect(all.length).toBeGreaterThan(10);
    expect(all[0]!.total_count).toBeGreaterThanOrEqual(all.length);
    expect((await search({ q: 'frontend', page_size: 50 })).map((j) => j.id)).toEqual(
      expect.arrayContaining([
        SEED.jobs.initechSeniorFrontend,
        SEED.jobs.northwindFrontend,
        SEED.jobs.acmeSeniorFrontend,
      ]),
    );
  });

  it('refuses bad input in words', async () => {
    for (const [args, words] of [
      [{ page_size: 0 }, 'page_size must be between 1 and 50'],
      [{ page_size: 51 }, 'page_size must be between 1 and 50'],
      [{ page: -1 }, 'page must be 0 or more'],
      [{ q: 'x'.repeat(201) }, 'Search words are limited to 200 characters'],
      [{ min_salary: -5 }, 'min_salary cannot be negative'],
    ] as const) {
      const { error } = await anonClient().rpc('search_jobs', args);
      expect(error?.code).toBe('22023');
      expect(error?.message).toBe(words);
    }
    const odd = await anonClient().rpc('search_jobs', { q: '"unclosed & | ! (' });
    expect(odd.error).toBeNull();
  });
});
