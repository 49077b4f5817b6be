import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED, sql } from '../fixtures/backend';
import { appUrl, freshPage, launchBrowser, signIn } from '../fixtures/browser';
import { chatRow, openChats } from '../fixtures/chat';
import { createUser, serviceClient } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Records every change of an application's status the server takes, to count them.
  await sql(`create schema if not exists e2e_audit`);
  await sql(`create table if not exists e2e_audit.status_changes
               (application_id uuid, old_status text, new_status text, at timestamptz default now())`);
  await sql(`create or replace function e2e_audit.log_status_change() returns trigger
             language plpgsql security definer set search_path = '' as $$
             begin
               if new.status is distinct from old.status then
                 insert into e2e_audit.status_changes (application_id, old_status, new_status)
                 values (new.id, old.status::text, new.status::text);
               end if;
               return new;
             end $$`);
  await sql(`drop trigger if exists e2e_log_status_change on public.job_applications`);
  await sql(`create trigger e2e_log_status_change after update on public.job_applications
             for each row execute function e2e_audit.log_status_change()`);
});
afterAll(async () => {
  await sql(`drop trigger if exists e2e_log_status_change on public.job_applications`);
  await sql(`drop schema if exists e2e_audit cascade`);
  await browser?.close();
});

function idOf(res: { data: { id: string } | null; error: { message: string } | null }, what: string): string {
  if (res.error || !res.data) throw new Error(`${what} failed: ${res.error?.message ?? 'no data'}`);
  return res.data.id;
}

/** An open Acme job with one application in review from a new talent; returns their ids. */
async function applicationInReview(tag: string) {
  const talent = await createUser({ metadata: { display_name: `Quinn Rivera ${tag}` } });
  const admin = serviceClient();
  const jobId = idOf(
    await admin
      .from('jobs')
      .insert({
        company_id: SEED.companies.acme,
        slug: `e2e-role-${tag}`,
        title: `Robotics Technician ${tag}`,
        status: 'open',
        created_by: SEED.users.company,
      })
      .select('id')
      .single(),
    'job insert',
  );
  const applicationId = idOf(
    await admin
      .from('job_applications')
      .insert({
        job_id: jobId,
        user_id: talent.id,
        status: 'reviewing',
        match_score: 72,
        assessment: { video_interview: { date: '2026-11-20', duration_minutes: 25, has_transcription: true } },
      })
      .select('id')
      .single(),
    'application insert',
  );
  return { jobTitle: `Robotics Technician ${tag}`, applicationId, email: talent.email };
}

const serverStatus = async (id: string) =>
  (await sql<{ status: string }>(`select status::text from job_applications where id = $1`, [id]))[0]?.status;

async function openCompany(page: Page, path: string) {
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
}

describe('company hiring in the browser', () => {
  it('creates a hiring plan offline from the Hiring Center, refusing an untitled one, lists it at once as pending and sends it on reconnect', async () => {
    const title = `Warehouse automation ${randomUUID().slice(0, 6)}`;
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await openCompany(page, '/workspace/company/hiring-center');
    await page.getByRole('button', { name: 'Create Plan' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Plan' });
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await dialog.getByText('Enter a title').waitFor();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Positions').fill('3');
    await dialog.getByLabel('Department').fill('Operations');
    await context.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('article').filter({ hasText: title });
    await card.waitFor({ timeout: 5_000 });
    expect(await card.getByText('Operations').count()).toBe(1);
    await card.getByText('Pending sync').waitFor();
    expect(await sql(`select 1 from hiring_plans where title = $1`, [title])).toEqual([]);
    await context.unroute('**/rest/v1/**');
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await sql(`select positions from hiring_plans where title = $1 and company_id = $2`, [
            title,
            SEED.companies.acme,
          ])) as unknown[],
        { timeout: 20_000 },
      )
      .toEqual([{ positions: 3 }]);
    await card.getByText('Pending sync').waitFor({ state: 'detached', timeout: 20_000 });
    await context.close();
  }, 90_000);

  it("moves a candidate's status while offline, shows it pending in every tab, and the server takes it exactly once on reconnect", async () => {
    const tag = randomUUID().slice(0, 6);
    const { jobTitle, applicationId } = await applicationInReview(tag);
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    const candidateRow = async (tab: Page) => {
      await openCompany(tab, '/workspace/company/candidates');
      await tab.getByRole('searchbox', { name: 'Search candidates' }).fill(jobTitle);
      const found = tab.getByRole('list', { name: 'Candidates' }).getByRole('listitem').filter({ hasText: jobTitle });
      await found.waitFor({ timeout: 20_000 });
      return found;
    };
    const row = await candidateRow(page);
    // A second tab of the same browser: it hears of the first tab's writes through the device.
    const otherRow = await candidateRow(await context.newPage());
    const status = row.getByRole('combobox', { name: 'Status' });
    expect(await status.inputValue()).toBe('reviewing');

    await context.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await status.selectOption('hired');
    await row.getByText('Pending sync').waitFor({ timeout: 5_000 });
    expect(await status.inputValue()).toBe('hired');
    await otherRow.getByText('Pending sync').waitFor({ timeout: 5_000 });
    expect(await otherRow.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('hired');
    await page.waitForTimeout(1_500);
    expect(await serverStatus(applicationId)).toBe('reviewing');

    await context.unroute('**/rest/v1/**');
    await context.setOffline(false);
    await expect.poll(() => serverStatus(applicationId), { timeout: 30_000 }).toBe('hired');
    await row.getByText('Pending sync').waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForTimeout(2_000);
    const changes = await sql(`select old_status, new_status from e2e_audit.status_changes where application_id = $1`, [
      applicationId,
    ]);
    expect(changes).toEqual([{ old_status: 'reviewing', new_status: 'hired' }]);
    await context.close();
  }, 120_000);

  it("opens the application's chat from 'Contact {first name}', titled with the candidate and the job, and asks before rejecting", async () => {
    const tag = randomUUID().slice(0, 6);
    const { jobTitle, applicationId, email } = await applicationInReview(tag);
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await openCompany(page, `/workspace/company/candidates/${applicationId}/profile`);
    // E-mails are private, but an applicant's reaches the company they applied to.
    await page.getByRole('link', { name: email }).waitFor({ timeout: 20_000 });
    // The video interview says nothing about a transcript it cannot open.
    await page.getByText('25 minutes').waitFor();
    expect(await page.getByText('Transcription').count()).toBe(0);

    // Rejecting asks first; Cancel changes nothing, Reject moves the candidate.
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption('rejected');
    const ask = page.getByRole('alertdialog', { name: `Reject Quinn Rivera ${tag}?` });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await status.inputValue()).toBe('reviewing');
    await status.selectOption('rejected');
    await ask.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => serverStatus(applicationId), { timeout: 20_000 }).toBe('rejected');

    expect(await page.getByRole('button', { name: 'Contact him' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Contact Quinn' }).click();
    await page.getByText('Application chat has been opened successfully').waitFor({ timeout: 20_000 });
    await page.getByRole('dialog', { name: `Quinn Rivera ${tag} · ${jobTitle}` }).waitFor({ timeout: 5_000 });
    const conversations = await sql(`select 1 from conversations where job_application_id = $1`, [applicationId]);
    expect(conversations).toHaveLength(1);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Contact Quinn' }).click();
    await page.getByText('Opening a chat needs a connection', { exact: false }).waitFor({ timeout: 5_000 });
    await context.setOffline(false);
    await context.close();

    // The candidate's own list names the job and the company, never the candidate.
    const talent = await freshPage(browser);
    await signIn(talent.page, 'talent@evee.dev');
    await openChats(talent.page);
    await chatRow(talent.page, 'Senior Frontend Engineer · Acme Robotics').waitFor({ timeout: 20_000 });
    expect(await talent.page.getByRole('region', { name: 'Chats' }).getByText('Maya Okafor').count()).toBe(0);
    await talent.context.close();
  }, 120_000);

  it('keeps the candidates list to 50 rows at a time among 2,000 applications, with Show more, and filters them by status', async () => {
    const tag = randomUUID().slice(0, 6);
    const talents = await Promise.all(Array.from({ length: 40 }, () => createUser()));
    await sql(
      `insert into jobs (company_id, slug, title, status, created_by)
       select $1, 'bulk-${tag}-' || g, 'Bulk Role ${tag} ' || g, 'open', $2 from generate_series(1, 50) g`,
      [SEED.companies.acme, SEED.users.company],
    );
    await sql(
      `insert into job_applications (job_id, user_id, status, match_score)
       select j.id, u.id, 'reviewing', 50 from jobs j cross join unnest($1::uuid[]) as u(id)
       where j.slug like 'bulk-${tag}-%'`,
      [talents.map((t) => t.id)],
    );
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await openCompany(page, '/workspace/company/candidates');
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill(`Bulk Role ${tag}`);
    await page.getByText('Showing 50 of 2000').waitFor({ timeout: 60_000 });
    const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
    // The first screenful paints first; the rest of the page follows in a background render.
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);
    // The guarantee is the row counts: 50 more at a time, never all 2,000. The time is logged, not
    // asserted: on a quiet machine it is ~0.6 s, but on the shared 2-core machine under load it
    // varied from 0.6 to 4 s for the same code (a CPU profile showed the page's own script under
    // 0.3 s of it), so a bound would measure the machine rather than the list.
    const started = Date.now();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.getByText('Showing 100 of 2000').waitFor();
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(100);
    console.info(`[company-hiring] 50 more rows of 2,000 in ${Date.now() - started} ms`);
    await page.waitForTimeout(500);
    expect(await rows.count()).toBe(100);
    // Every one of them is in review: filtering by Hired leaves none, and All statuses brings the
    // first page back.
    const statusFilter = page.getByRole('combobox', { name: 'Filter by status' });
    await statusFilter.selectOption('hired');
    await page.waitForURL((url) => url.searchParams.get('status') === 'hired');
    await page.getByText('No candidates match').waitFor();
    await statusFilter.selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await page.getByText('Showing 50 of 2000').waitFor({ timeout: 30_000 });
    await context.close();
    // The other browser tests of the run sign in to Acme too: they need not sync these.
    await sql(`delete from job_applications where job_id in (select id from jobs where slug like 'bulk-${tag}-%')`);
    await sql(`delete from jobs where slug like 'bulk-${tag}-%'`);
  }, 180_000);

  it("says 'Plan Not Found' and 'Candidate not found' for what is not on the device, with the way back", async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await openCompany(page, `/workspace/company/hiring-center/plan/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Plan Not Found' }).waitFor({ timeout: 20_000 });
    await page.getByText("The hiring plan you're looking for doesn't exist.").waitFor();
    await page.getByRole('button', { name: 'Back to Hiring Center' }).click();
    await page.waitForURL((url) => url.pathname === '/workspace/company/hiring-center');

    await openCompany(page, `/workspace/company/candidates/${randomUUID()}/profile`);
    await page.getByRole('heading', { name: 'Candidate not found' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await context.close();
  }, 90_000);
});
