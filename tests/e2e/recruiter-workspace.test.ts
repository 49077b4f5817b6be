// The recruiter's sourcing as recruiter@evee.dev would do it: Talent Search finds only people
// open to recruiters and adds one to Candidates; a candidate's notes and tags are edited with
// the network cut and reach the server on reconnect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SEED, sql } from '../fixtures/backend';
import { appUrl, freshPage, goOffline, goOnline, launchBrowser, signIn, whenControlled } from '../fixtures/browser';
import { createUser, serviceClient } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function talentWithProfile(name: string, headline: string, open: boolean) {
  const user = await createUser({ metadata: { display_name: name } });
  const { error } = await serviceClient()
    .from('talent_profiles')
    .insert({
      user_id: user.id,
      headline,
      skills: ['Rust', 'Embedded'],
      location: 'Tallinn, Estonia',
      experience_years: 6,
      open_to_recruiters: open,
    });
  if (error) throw new Error(error.message);
  return user;
}

describe('the recruiter workspace', () => {
  it('finds only people open to recruiters and adds one to Candidates', async () => {
    const word = `Quokka${Date.now().toString(36)}`;
    const open = await talentWithProfile('Kaisa Tamm', `${word} firmware engineer`, true);
    await talentWithProfile('Hidden Person', `${word} firmware engineer`, false);
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/talent-search'));
    await page.getByRole('searchbox', { name: 'Search talent' }).fill(word.toLowerCase().slice(0, -2));
    const results = page.getByRole('list', { name: 'Talent results' });
    await results.getByText('Kaisa Tamm').waitFor({ timeout: 20_000 });
    await expect.poll(() => results.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
    expect(await results.getByText('Hidden Person').count()).toBe(0);

    await results.getByRole('button', { name: 'Add to candidates: Kaisa Tamm' }).click();
    await results.getByText('In your candidates').waitFor();
    await expect
      .poll(
        () =>
          sql('select full_name from public.recruiter_candidates where recruiter_id = $1 and talent_id = $2', [
            SEED.users.recruiter,
            open.id,
          ]),
        { timeout: 20_000 },
      )
      .toEqual([{ full_name: 'Kaisa Tamm' }]);

    await page.goto(appUrl('/workspace/recruiter/candidates'));
    await page.getByRole('list', { name: 'Candidates' }).getByText('Kaisa Tamm').waitFor();
    await context.close();
  });

  it("edits a candidate's notes and tags offline and sends them on reconnect", async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/candidates'));
    await page
      .getByRole('list', { name: 'Candidates' })
      .getByRole('button', { name: /Grace Liu/ })
      .click();
    await page.getByRole('heading', { name: 'Grace Liu' }).waitFor();

    await goOffline(context);
    const notes = 'Second call booked for Thursday; prefers remote-first teams.';
    await page.getByLabel('Notes').fill(notes);
    await page.getByLabel('Tags').fill('data, lead, call-booked');
    await page.getByRole('button', { name: 'Save notes and tags' }).click();
    await page.getByText('Pending sync').first().waitFor();
    const [before] = await sql<{ notes: string }>('select notes from public.recruiter_candidates where id = $1', [
      SEED.candidates.graceLead,
    ]);
    expect(before!.notes).not.toBe(notes);

    await goOnline(context);
    await expect
      .poll(
        () => sql('select notes, tags from public.recruiter_candidates where id = $1', [SEED.candidates.graceLead]),
        { timeout: 20_000 },
      )
      .toEqual([{ notes, tags: ['data', 'lead', 'call-booked'] }]);
    await context.close();
  });

  it('submits a candidate with the network cut; on reconnect the talent is asked, accepts, and the recruiter sees it in review', async () => {
    const talent = await talentWithProfile('Noor Haddad', 'Backend engineer for fleets', true);
    await serviceClient()
      .from('recruiter_candidates')
      .insert({ recruiter_id: SEED.users.recruiter, talent_id: talent.id, full_name: 'Noor Haddad' });
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/candidates'));
    await page
      .getByRole('list', { name: 'Candidates' })
      .getByRole('button', { name: /Noor Haddad/ })
      .click();
    const job = page.getByLabel('Job open to recruiters');
    await job.selectOption({ label: 'Staff Backend Engineer, Fleet Planning · Acme Robotics' });
    await page.getByText('Free to submit').waitFor();

    await goOffline(context);
    await page.getByLabel('Pitch to the company').fill('Ran fleet routing at scale; wants Austin.');
    await page.getByRole('button', { name: 'Submit for consent' }).click();
    const mine = page.getByRole('list', { name: 'Submissions of this candidate' });
    await mine.getByText("Waiting for the talent's consent").waitFor();
    await mine.getByText('Pending sync').waitFor();
    const serverRows = () =>
      sql<{ status: string }>('select status from public.recruiter_submissions where talent_id = $1', [talent.id]);
    expect(await serverRows()).toEqual([]);

    await goOnline(context);
    await expect.poll(serverRows, { timeout: 20_000 }).toEqual([{ status: 'pending_consent' }]);

    const asked = await freshPage(browser);
    await signIn(asked.page, talent.email, talent.password);
    await asked.page.goto(appUrl('/notifications'));
    const request = asked.page
      .getByRole('listitem')
      .filter({ hasText: 'wants to submit you for Staff Backend Engineer' });
    await request.getByRole('button', { name: 'Accept' }).click();
    await asked.page.getByText('You agreed to be submitted').first().waitFor();
    await asked.context.close();
    await expect.poll(serverRows, { timeout: 20_000 }).toEqual([{ status: 'submitted' }]);

    await mine.getByText('Submitted, in review').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("shows the server's refusal when another recruiter already represents the person", async () => {
    const talent = await talentWithProfile('Ilse Varga', 'Platform engineer', true);
    const rival = await createUser();
    await sql(`insert into public.recruiter_ownerships (talent_id, company_id, recruiter_id) values ($1, $2, $3)`, [
      talent.id,
      SEED.companies.acme,
      rival.id,
    ]);
    await serviceClient()
      .from('recruiter_candidates')
      .insert({ recruiter_id: SEED.users.recruiter, talent_id: talent.id, full_name: 'Ilse Varga' });
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/candidates'));
    await page
      .getByRole('list', { name: 'Candidates' })
      .getByRole('button', { name: /Ilse Varga/ })
      .click();
    await page
      .getByLabel('Job open to recruiters')
      .selectOption({ label: 'Staff Backend Engineer, Fleet Planning · Acme Robotics' });
    await page.getByText('Represented by another recruiter for this company').waitFor();
    await page.getByRole('button', { name: 'Submit for consent' }).click();
    await page
      .getByText('Not saved: This candidate is already represented for Acme Robotics by another recruiter')
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('list', { name: 'Submissions of this candidate' }).waitFor({ state: 'detached' });
    expect(await sql('select id from public.recruiter_submissions where talent_id = $1', [talent.id])).toEqual([]);
    await context.close();
  });

  it('lists a job a company opened to recruiters, with its fee, in the recruiter workspace', async () => {
    const title = `Fleet Telemetry Engineer ${Date.now().toString(36)}`;
    const company = await freshPage(browser);
    await signIn(company.page, 'company@evee.dev');
    await company.page.goto(appUrl('/workspace/company/job-board'));
    await company.page.getByRole('list', { name: 'Jobs' }).waitFor({ timeout: 15_000 });
    await company.page.getByRole('button', { name: 'Create job' }).first().click();
    const dialog = company.page.getByRole('dialog', { name: 'Create job' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByText('Open to recruiters').click();
    await dialog.getByLabel('Fee percentage').fill('140');
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await dialog.getByText('Enter a percentage above 0 and at most 100, such as 18').waitFor();
    await dialog.getByLabel('Fee percentage').fill('20');
    await dialog.getByLabel('Guarantee period (days)').fill('60');
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = company.page.getByRole('listitem').filter({ has: company.page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: `Publish ${title}` }).click();
    await expect
      .poll(
        () =>
          sql(
            'select status, open_to_recruiters, recruiter_fee_percent, recruiter_guarantee_days from public.jobs where title = $1',
            [title],
          ),
        { timeout: 20_000 },
      )
      .toEqual([
        { status: 'open', open_to_recruiters: true, recruiter_fee_percent: '20.00', recruiter_guarantee_days: 60 },
      ]);
    await company.context.close();

    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/placements'));
    await page.getByRole('list', { name: 'Jobs open to recruiters' }).getByText(title).waitFor({ timeout: 20_000 });
    await page.getByText('20% of first-year salary · 60-day guarantee').waitFor();
    await context.close();
  });

  it("shows in Placements each submitted application's status and the company's reason from the device, offline too", async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/placements'));
    const reason = page.getByText(
      'The company said: We need more production experience with fleet planning for this role.',
    );
    await reason.waitFor({ timeout: 20_000 });
    await page.getByText('Noah Williams → Staff Backend Engineer, Fleet Planning').first().waitFor({ timeout: 20_000 });
    await whenControlled(page);
    await goOffline(context);
    await page.reload();
    await reason.waitFor({ timeout: 20_000 });
    await page.getByText('Ingrid Nilsen → Staff Backend Engineer, Fleet Planning').waitFor();
    await goOnline(context);
    await context.close();
  });

  it('counts a hire whose placement was voided apart from Hired, and shows each placement with its state and dates, opening it in full', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/placements'));
    const rows = page.getByRole('list', { name: 'Placements' }).getByRole('listitem');
    await rows.first().waitFor({ timeout: 20_000 });
    const hires = () =>
      sql<{ standing: number; voided: number; placements: number }>(
        `select count(*) filter (where a.status = 'hired' and p.status is distinct from 'void')::int as standing,
                count(*) filter (where a.status = 'hired' and p.status = 'void')::int as voided,
                (select count(*)::int from public.placements where recruiter_id = $1 and not _deleted) as placements
           from public.recruiter_submissions s
           join public.job_applications a on a.id = s.application_id and not a._deleted
           left join public.placements p on p.application_id = a.id and not p._deleted
          where s.recruiter_id = $1 and not s._deleted`,
        [SEED.users.recruiter],
      );
    const { standing, voided, placements } = (await hires())[0]!;
    expect(voided).toBeGreaterThan(0);
    const hiredTile = page.locator('dl').filter({ has: page.getByText('Hired', { exact: true }) });
    await expect.poll(() => hiredTile.locator('dd').textContent(), { timeout: 20_000 }).toBe(String(standing));
    expect(await page.getByRole('list', { name: 'Placement void' }).getByRole('listitem').count()).toBe(voided);

    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(placements);
    for (const text of await rows.allTextContents()) {
      expect(text).toMatch(/(Expected|Scheduled|Paid|Void)/);
      expect(text).toMatch(/Hired [A-Z0-9]/);
    }
    const voidRow = rows.filter({ hasText: 'Voided' }).first();
    await voidRow.getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Left after three weeks for a relocation.').waitFor();
    await drawer.getByText('Voided', { exact: true }).waitFor();
    await drawer.getByText('€12,000 · fixed fee').waitFor();
    await drawer.getByRole('button', { name: 'Close placement' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("starts a campaign whose first e-mail reaches the outbox, and shows the recipient's state", async () => {
    const name = `Data leads ${Date.now().toString(36)}`;
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/campaigns'));
    await page.getByRole('button', { name: 'New campaign' }).click();
    const form = page.getByRole('form', { name: 'New campaign' });
    await form.getByLabel('Campaign name').fill(name);
    await form.getByText('Grace Liu · grace.liu@example.com').click();
    await form.getByLabel('Preview of step 1').getByText('An opportunity for you, Grace').waitFor();
    await form.getByRole('button', { name: 'Add a follow-up' }).click();
    await form.getByRole('button', { name: 'Save campaign' }).click();
    const card = page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem').filter({ hasText: name });
    await card.getByText('Draft').waitFor();
    await card.getByText('Pending sync').waitFor({ state: 'detached', timeout: 20_000 });
    // The server starts what it has: the campaign and its recipient, sent by the device.
    const onServer = () =>
      sql<{ status: string; recipients: number }>(
        `select c.status, (select count(*)::int from public.campaign_recipients r
                            where r.campaign_id = c.id and not r._deleted) as recipients
           from public.recruiter_campaigns c where c.name = $1`,
        [name],
      );
    await expect.poll(onServer, { timeout: 20_000 }).toEqual([{ status: 'draft', recipients: 1 }]);
    const start = card.getByRole('button', { name: 'Start campaign' });
    await expect.poll(() => start.isEnabled(), { timeout: 20_000 }).toBe(true);
    await start.click();
    // The answer to the start: its toast, or the campaign running (the toast limiter may drop a
    // toast). A refusal fails here with its words; no answer at all says what the page and the
    // server show.
    const refused = page.getByText('Not done', { exact: true });
    const answer = page.getByText('Campaign started', { exact: true }).or(refused).or(card.getByText('Running'));
    await answer
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(async (err: unknown) => {
        const toasts = JSON.stringify(await page.getByRole('status').allInnerTexts());
        const button = (await start.count()) ? `enabled: ${await start.isEnabled()}` : 'gone';
        const server = JSON.stringify(await onServer());
        throw new Error(`No answer to Start campaign; toasts ${toasts}, button ${button}, server ${server}`, {
          cause: err,
        });
      });
    if (await refused.count()) {
      throw new Error(`Start campaign was refused: ${await refused.first().locator('..').textContent()}`);
    }
    // The running status then arrives from the server; if it does not, say what the server has.
    await card
      .getByText('Running')
      .waitFor({ timeout: 20_000 })
      .catch(async (err: unknown) => {
        const server = await sql('select status from public.recruiter_campaigns where name = $1', [name]);
        throw new Error(`The card never showed Running; the server has ${JSON.stringify(server)}`, { cause: err });
      });

    // What the scheduler does every few seconds (pg_cron on a hosted project).
    await sql('select public.process_notification_queue_batch(50), public.advance_campaigns()');
    const mail = await sql<{ subject: string; body: string }>(
      `select o.subject, o.body from public.email_outbox o join public.notification_queue q on q.id = o.queue_id
        join public.recruiter_campaigns c on c.recruiter_id = q.created_by where c.name = $1 and o.to_email = $2`,
      [name, 'grace.liu@example.com'],
    );
    expect(mail.map((m) => m.subject)).toEqual(['An opportunity for you, Grace']);
    expect(mail[0]!.body).toContain('I am Priya Raman, a recruiter on Evee');
    await card.getByText('Sent (step 1)').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("lets the company set a recruiter hire's start date, which schedules the fee", async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await page.goto(appUrl(`/workspace/company/candidates/${SEED.candidates.lenaGlobexPlacementApplication}/profile`));
    await page.getByText('Submitted by a recruiter').first().waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Recruiter placement' }).waitFor();
    await page.getByLabel('Start date').fill('2027-01-11');
    await page.getByRole('button', { name: 'Save placement' }).click();
    await expect
      .poll(
        () =>
          sql('select status, start_date::text from public.placements where application_id = $1', [
            SEED.candidates.lenaGlobexPlacementApplication,
          ]),
        { timeout: 20_000 },
      )
      .toEqual([{ status: 'scheduled', start_date: '2027-01-11' }]);
    await context.close();
  });
});
