import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED, sql } from '../fixtures/backend';
import { appUrl, freshPage, goOffline, goOnline, launchBrowser, signIn } from '../fixtures/browser';
import { createUser, serviceClient } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An open Acme job with a title no other test uses; returns its id and title. */
async function openJob(tag: string, title = `Quantum Welder ${tag}`) {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      company_id: SEED.companies.acme,
      slug: `e2e-talent-${tag}`,
      title,
      description: `Weld ${tag} parts for quantum robots.\nTwo years of welding wanted.`,
      location: 'Berlin',
      workplace: 'hybrid',
      employment_type: 'full_time',
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'EUR',
      salary_period: 'year',
      status: 'open',
      published_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      created_by: SEED.users.company,
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`job insert failed: ${error?.message}`);
  return { jobId: (data as { id: string }).id, title };
}

async function talent(tag: string) {
  const user = await createUser({ metadata: { display_name: `Rowan Vale ${tag}` } });
  const { context, page } = await freshPage(browser);
  await signIn(page, user.email, user.password);
  return { user, context, page, name: `Rowan Vale ${tag}` };
}

async function whenControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

async function searchFor(page: Page, words: string) {
  await page.goto(appUrl('/workspace/talent/jobs'));
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(words);
  const card = page.getByRole('list', { name: 'Job results' }).getByRole('listitem').filter({ hasText: words });
  await card.waitFor({ timeout: 20_000 });
  return card;
}

describe('talent job search, saved jobs and applications in the browser', () => {
  it('finds a job by its words with its salary and age, saves it offline, keeps it through an offline reload and sends it on reconnect', async () => {
    const tag = randomUUID().slice(0, 6);
    const { jobId, title } = await openJob(tag);
    const { user, context, page } = await talent(tag);
    await whenControlled(page);
    const card = await searchFor(page, title);
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    await card.getByText('€60,000 – €80,000 a year').waitFor();
    await card.getByText('3d ago').waitFor();

    await goOffline(context);
    await card.getByRole('button', { name: `Save ${title}` }).click();
    await card.getByRole('button', { name: `Saved: ${title}` }).waitFor({ timeout: 5_000 });
    // The mark follows the write through the worker's bookkeeping, which a loaded machine slows.
    await card.getByText('Pending sync').waitFor({ timeout: 15_000 });
    expect(await sql(`select 1 from saved_jobs where job_id = $1`, [jobId])).toEqual([]);

    await page.reload();
    await page.getByText("You're offline — showing saved results").waitFor({ timeout: 20_000 });
    await page.getByRole('list', { name: 'Job results' }).getByText(title).waitFor();
    await page.goto(appUrl('/workspace/talent/saved'));
    const saved = page.getByRole('list', { name: 'Saved jobs' }).getByRole('listitem').filter({ hasText: title });
    await saved.waitFor({ timeout: 20_000 });
    await saved.getByText('Pending sync').waitFor();

    await goOnline(context);
    await expect
      .poll(() => sql(`select user_id from saved_jobs where job_id = $1 and not _deleted`, [jobId]), {
        timeout: 30_000,
      })
      .toEqual([{ user_id: user.id }]);
    await saved.getByText('Pending sync').waitFor({ state: 'detached', timeout: 20_000 });

    // Closed on the server: the job is no longer shown to the saver; the card keeps its title
    // and company as they were when saved, and says it is no longer open.
    await sql(`update jobs set status = 'closed', title = $2 where id = $1`, [jobId, `${title} (renamed)`]);
    await saved.getByText('This job is no longer open.', { exact: false }).waitFor({ timeout: 30_000 });
    await saved.getByText('Closed').waitFor();
    expect(await saved.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
    expect(await saved.getByRole('button', { name: `Apply to ${title}` }).count()).toBe(0);
    await context.close();
  }, 150_000);

  it('applies with a cover note, shows Applied, and the company sees the candidate live on Candidates', async () => {
    const tag = randomUUID().slice(0, 6);
    const { jobId, title } = await openJob(tag);
    const company = await freshPage(browser);
    await signIn(company.page, 'company@evee.dev');
    await company.page.goto(appUrl('/workspace/company/candidates'));
    await company.page.getByRole('searchbox', { name: 'Search candidates' }).fill(title);
    await company.page.getByText('No candidates match').waitFor({ timeout: 30_000 });

    const { user, context, page, name } = await talent(tag);
    const card = await searchFor(page, title);
    await card.getByRole('link', { name: title }).click();
    const panel = page.getByRole('article', { name: title });
    await panel.getByText('Two years of welding wanted.').waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
    await dialog.getByLabel('Resume link').fill('not a link');
    await dialog.getByLabel('Cover note').fill('I have welded robots for years.');
    await dialog.getByText('31 / 5,000').waitFor();
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await dialog.getByText('Enter a web address starting with https://').waitFor();
    await dialog.getByLabel('Resume link').fill('https://example.com/rowan-cv.pdf');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByText('Applied', { exact: true }).waitFor({ timeout: 5_000 });

    await expect
      .poll(
        () =>
          sql(`select status::text, cover_note from job_applications where job_id = $1 and user_id = $2`, [
            jobId,
            user.id,
          ]),
        {
          timeout: 30_000,
        },
      )
      .toEqual([{ status: 'reviewing', cover_note: 'I have welded robots for years.' }]);
    const row = company.page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').filter({ hasText: title });
    await row.getByText(name).waitFor({ timeout: 30_000 });

    await page.goto(appUrl('/workspace/talent/applications'));
    const mine = page.getByRole('list', { name: 'Applications' }).getByRole('listitem').filter({ hasText: title });
    await mine.getByText('Reviewing').waitFor({ timeout: 20_000 });
    await context.close();
    await company.context.close();
  }, 150_000);

  it("refuses a second application to the same job with 'You have already applied to this job', keeping the cover note", async () => {
    const tag = randomUUID().slice(0, 6);
    const { jobId, title } = await openJob(tag);
    const { user, context, page } = await talent(tag);
    const card = await searchFor(page, title);
    await card.getByRole('link', { name: title }).click();
    const panel = page.getByRole('article', { name: title });
    await panel.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
    await dialog.getByLabel('Cover note').fill('Second try, same job.');

    // The same person applies from another device meanwhile; this device learns of it live (the
    // card is behind the open dialog, hidden from the accessibility tree, hence includeHidden).
    const { error } = await user.client.from('job_applications').insert({ job_id: jobId, user_id: user.id });
    expect(error).toBeNull();
    const behind = page
      .getByRole('list', { name: 'Job results', includeHidden: true })
      .getByRole('listitem', { includeHidden: true })
      .filter({ hasText: title });
    await behind.getByText('Applied').waitFor({ timeout: 30_000 });

    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await dialog.getByText('You have already applied to this job').waitFor({ timeout: 5_000 });
    expect(await dialog.getByLabel('Cover note').inputValue()).toBe('Second try, same job.');
    await page.waitForTimeout(1_500);
    expect(await sql(`select 1 from job_applications where job_id = $1`, [jobId])).toHaveLength(1);
    await context.close();
  }, 120_000);

  it('lists my applications with their status and progress (a submitted resume marked done), filters them by status in the address, withdraws one after confirming, never a hire, and opens a job from its card', async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await openJob(tag, `Quantum Welder ${tag}`);
    const second = await openJob(`${tag}b`, `Cryo Fitter ${tag}`);
    const { user, context, page } = await talent(tag);
    const { error } = await user.client
      .from('job_applications')
      .insert({ job_id: first.jobId, user_id: user.id, resume_url: 'https://cv.example/rowan.pdf' });
    expect(error).toBeNull();
    const hired = await serviceClient()
      .from('job_applications')
      .insert({ job_id: second.jobId, user_id: user.id, status: 'hired' })
      .select('id')
      .single();
    expect(hired.error).toBeNull();

    await page.goto(appUrl('/workspace/talent/applications'));
    const list = page.getByRole('list', { name: 'Applications' });
    const welder = list.getByRole('listitem').filter({ hasText: first.title });
    const fitter = list.getByRole('listitem').filter({ hasText: second.title });
    await welder.getByText('Reviewing').waitFor({ timeout: 30_000 });
    await fitter.getByText('Hired').waitFor({ timeout: 30_000 });
    expect(await fitter.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    const steps = welder.getByRole('list', { name: 'Progress' }).getByRole('listitem');
    const resume = steps.filter({ hasText: 'Resume:' });
    const screening = steps.filter({ hasText: 'Screening:' });
    await resume.getByText('Submitted').waitFor();
    await screening.getByText('Not yet').waitFor();
    // No AI interview took place, so its step is not shown at all.
    expect(await steps.filter({ hasText: 'AI interview:' }).count()).toBe(0);
    expect(await resume.getAttribute('data-step-state')).toBe('done');
    expect(await screening.getAttribute('data-step-state')).toBe('not-yet');
    expect(await resume.locator('svg').innerHTML()).not.toBe(await screening.locator('svg').innerHTML());

    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('hired');
    await page.waitForURL((url) => url.searchParams.get('status') === 'hired');
    await welder.waitFor({ state: 'detached' });
    await fitter.waitFor();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('');

    await welder.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw application?' });
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await welder.waitFor({ state: 'detached', timeout: 10_000 });
    await expect
      .poll(
        () => sql(`select _deleted from job_applications where job_id = $1 and user_id = $2`, [first.jobId, user.id]),
        {
          timeout: 60_000,
        },
      )
      .toEqual([{ _deleted: true }]);

    await fitter.getByRole('link', { name: second.title }).click();
    await page.waitForURL(
      (url) => url.pathname === '/workspace/talent/jobs' && url.searchParams.get('job') === second.jobId,
    );
    await page.getByRole('heading', { name: second.title }).first().waitFor({ timeout: 20_000 });
    await context.close();
  }, 120_000);
});
