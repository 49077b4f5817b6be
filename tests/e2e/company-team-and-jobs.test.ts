import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addMember, SEED, sql } from '../fixtures/backend';
import { appUrl, freshPage, launchBrowser, signIn, waitForPath } from '../fixtures/browser';
import { createUser } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openTeam(page: Page) {
  await page.goto(appUrl('/workspace/company/team-management'));
  await page.getByRole('heading', { name: 'Team Management' }).waitFor();
  await page.getByRole('list', { name: 'Members' }).waitFor({ timeout: 15_000 });
}

/**
 * Issue-32's flow on the job just published: a fresh talent whose skills match (in other
 * spellings) applies through the API; the company sees the score with its reasons, books an
 * interview, and once it has taken place adds a scorecard, and the bars fill in.
 */
async function evaluateFreshApplicant(page: Page, title: string) {
  const talent = await createUser();
  const [job] = await sql<{ id: string }>('select id from jobs where title = $1', [title]);
  const profile = await talent.client
    .from('talent_profiles')
    .insert({ user_id: talent.id, headline: 'Robotics analyst', skills: ['k8s', 'py', 'SQL'], experience_years: 5 });
  expect(profile.error).toBeNull();
  const applied = await talent.client
    .from('job_applications')
    .insert({ job_id: job!.id, user_id: talent.id, cover_note: 'Fleets are my thing.' })
    .select('id')
    .single();
  expect(applied.error).toBeNull();

  await page.goto(appUrl(`/workspace/company/candidates/${applied.data!.id}/profile`));
  const match = page.getByRole('region', { name: 'Match score' });
  await match.getByText(/\d+% match/).waitFor({ timeout: 30_000 });
  const reasons = match.getByRole('list', { name: 'Why this score' });
  await reasons.getByText('Has 2 of 2 required skills').waitFor();
  await reasons.getByText('5 years of experience, the job asks 3').waitFor();

  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const schedule = page.getByRole('dialog');
  await schedule.getByLabel('Title').fill(`Screening ${title}`);
  await schedule.getByRole('button', { name: 'Send times' }).click();
  await page.getByText('Interview proposed').waitFor();
  const progress = page.getByRole('region', { name: 'Application progress' });
  // The interview takes place: the talent confirms it and its hour passes.
  await expect
    .poll(async () => (await sql('select id from calendar_events where title = $1', [`Screening ${title}`])).length, {
      timeout: 20_000,
    })
    .toBe(1);
  await sql(
    `update calendar_events set status = 'confirmed', starts_at = now() - interval '2 hours',
       ends_at = now() - interval '1 hour' where title = $1`,
    [`Screening ${title}`],
  );
  await progress
    .getByText(/scheduled|completed/i)
    .first()
    .waitFor({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Add scorecard' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Add scorecard' });
  for (const [question, answer] of [
    ['Communication', '3 Good'],
    ['Professional skills', '4 Excellent'],
    ['Kubernetes', '4 Excellent'],
    ['Python', '3 Good'],
    ['Recommendation', 'Strong yes'],
  ] as const) {
    await dialog.getByRole('radiogroup', { name: question, exact: true }).getByText(answer, { exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save scorecard' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const bars = page.getByRole('region', { name: 'Communication and professional skills' });
  await bars.getByText("Interviewers' average, from 1 scorecard").waitFor();
  expect(
    await bars.getByRole('progressbar', { name: 'Communication', exact: true }).getAttribute('aria-valuetext'),
  ).toBe('3 of 4');
  expect(
    await bars.getByRole('progressbar', { name: 'Professional skills', exact: true }).getAttribute('aria-valuetext'),
  ).toBe('4 of 4');
}

describe('Job Board to public page', () => {
  it('creates a job with its skills and publishes it; a fresh talent who applies is scored with reasons, interviewed and rated on a scorecard; a signed-out visitor finds the job and its skills', async () => {
    const tag = randomUUID().slice(0, 6);
    const title = `Robot Fleet Analyst ${tag}`;
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await page.goto(appUrl('/workspace/company/job-board'));
    await page.getByRole('list', { name: 'Jobs' }).waitFor({ timeout: 15_000 });
    // A paused job comes back with Resume; only a draft is published.
    const paused = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: 'Paused' });
    await paused
      .first()
      .getByRole('button', { name: /^Resume / })
      .waitFor({ timeout: 15_000 });
    expect(await paused.getByRole('button', { name: /^Publish / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create job' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create job' });
    await dialog.getByLabel('Title').fill(title);
    expect(await dialog.getByLabel('Job address (URL)', { exact: true }).inputValue()).toBe(
      `robot-fleet-analyst-${tag}`,
    );
    const required = dialog.getByLabel('Required skills', { exact: true });
    // Suggested from the skills already used on Evee (the seed's jobs and profiles).
    await expect.poll(() => dialog.locator('#job-required-skills-suggestions option').count()).toBeGreaterThan(0);
    await required.fill('Kubernetes');
    await required.press('Enter');
    await required.fill('kubernetes');
    await required.press('Enter');
    await dialog.getByText('kubernetes is already listed').waitFor();
    await required.fill('Python');
    await required.press('Enter');
    await dialog.getByLabel('Nice-to-have skills', { exact: true }).fill('ROS');
    await dialog.getByLabel('Nice-to-have skills', { exact: true }).press('Enter');
    await dialog.getByLabel('Minimum experience (years)').fill('3');
    await dialog.getByLabel('Location').fill('Pittsburgh, PA');
    await dialog.getByLabel('Workplace').selectOption('hybrid');
    await dialog.getByLabel('Minimum salary').fill('90000');
    await dialog.getByLabel('Maximum salary').fill('80000');
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await dialog.getByText('The maximum salary is at least the minimum').waitFor();
    await dialog.getByLabel('Maximum salary').fill('120000');
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByText('Draft', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Publish ${title}` }).click();
    await card.getByText('Open', { exact: true }).waitFor();
    await expect
      .poll(
        async () => (await sql<{ status: string }>(`select status from jobs where title = $1`, [title]))[0]?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('open');
    await card.getByText('Pending sync').waitFor({ state: 'detached', timeout: 20_000 });
    await evaluateFreshApplicant(page, title);
    await context.close();

    const visitor = await freshPage(browser);
    await visitor.page.goto(appUrl('/company/acme'));
    await visitor.page.getByRole('heading', { name: 'Acme Robotics', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await visitor.page.title()).toBe('Jobs at Acme Robotics · Evee');
    await visitor.page.getByRole('link', { name: title }).click();
    await waitForPath(visitor.page, `/company/acme/robot-fleet-analyst-${tag}`);
    await visitor.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await visitor.page.getByText('$90,000 – $120,000 a year').waitFor();
    const asked = visitor.page.getByRole('list', { name: 'Required skills' }).getByRole('listitem');
    expect(await asked.allTextContents()).toEqual(['Kubernetes', 'Python']);
    await visitor.page.getByRole('list', { name: 'Nice-to-have skills' }).getByText('ROS').waitFor();
    await visitor.page.getByText('At least 3 years of experience').waitFor();
    expect(await visitor.page.title()).toBe(`${title} at Acme Robotics · Evee`);
    await visitor.page.getByRole('link', { name: 'Apply' }).click();
    await waitForPath(
      visitor.page,
      `/auth?${new URLSearchParams({ next: `/company/acme/robot-fleet-analyst-${tag}`, job: title })}`,
    );
    await visitor.page.getByLabel('Email').fill('talent@evee.dev');
    await visitor.page.getByLabel('Password').fill('Evee@demo2026');
    await visitor.page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(visitor.page, `/company/acme/robot-fleet-analyst-${tag}`, 20_000);
    await visitor.context.close();
  }, 180_000);

  it('says a company or job that does not exist was not found', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/company/no-such-company'));
    await page.getByRole('heading', { name: 'Company not found' }).waitFor({ timeout: 15_000 });
    await page.goto(appUrl('/company/acme/no-such-job'));
    await page.getByRole('heading', { name: 'Job not found' }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: "See the company's open jobs" }).click();
    await waitForPath(page, '/company/acme');
    await context.close();
  });
});

describe('Company Profile', () => {
  it('keeps what was typed offline, saves it once online, and the public page shows it', async () => {
    const industry = `Warehouse robotics ${randomUUID().slice(0, 6)}`;
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await page.goto(appUrl('/workspace/company/company-profile'));
    const form = page.getByRole('form', { name: 'Company profile' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByLabel('Website').fill('ftp://acme');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Enter a web address starting with https://').waitFor();
    await form.getByLabel('Website').fill('https://acme.evee.dev');
    await context.setOffline(true);
    await form.getByLabel('Industry').fill(industry);
    const offlineSave = form.getByRole('button', { name: 'Saving the profile needs a connection' });
    expect(await offlineSave.isDisabled()).toBe(true);
    await context.setOffline(false);
    expect(await form.getByLabel('Industry').inputValue()).toBe(industry);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Company profile saved').waitFor({ timeout: 15_000 });
    const rows = await sql<{ industry: string }>(`select industry from companies where id = $1`, [SEED.companies.acme]);
    expect(rows[0]?.industry).toBe(industry);
    await context.close();

    const visitor = await freshPage(browser);
    await visitor.page.goto(appUrl('/company/acme'));
    await visitor.page.getByText(industry).waitFor({ timeout: 15_000 });
    await visitor.context.close();
    await sql(`update companies set industry = 'Robotics & Automation' where id = $1`, [SEED.companies.acme]);
  }, 120_000);
});

describe('Team Management', () => {
  it('invites a new user by e-mail, who accepts from the notifications and finds the company in Switch Roles', async () => {
    const invitee = await createUser();
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await openTeam(page);
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite member' });
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Enter a valid e-mail address, such as name@example.com').waitFor();
    await dialog.getByLabel('Email').fill(invitee.email);
    await dialog.getByLabel('Role').selectOption('hr_manager');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pending = page
      .getByRole('list', { name: 'Pending invitations' })
      .getByRole('listitem')
      .filter({ hasText: invitee.email });
    await pending.getByText('HR Manager').waitFor();
    await pending.getByText(/Invited by .+ on /).waitFor();
    await context.close();

    const them = await freshPage(browser);
    await signIn(them.page, invitee.email, invitee.password);
    await them.page.goto(appUrl('/notifications'));
    const item = them.page.getByTestId('notification-item').filter({ hasText: 'Invitation to join Acme Robotics' });
    await item.getByRole('button', { name: 'Accept' }).click({ timeout: 15_000 });
    await them.page.getByText('Invitation accepted successfully!').waitFor({ timeout: 20_000 });
    await them.page.keyboard.press('Escape');
    await them.page.getByRole('button', { name: 'Switch Roles' }).focus();
    await them.page.keyboard.press('Enter');
    // The membership reaches the device live, then the company's row by its key: as long as the accept's wait.
    await them.page.getByRole('menu').getByText('Acme Robotics (HR Manager)').waitFor({ timeout: 20_000 });
    await them.context.close();
  }, 120_000);

  it('shows a company member the team read-only', async () => {
    const member = await createUser();
    await addMember(SEED.companies.acme, member, 'company_member');
    const { context, page } = await freshPage(browser);
    await signIn(page, member.email, member.password);
    await openTeam(page);
    await page
      .getByText(
        /Only company owners, super admins and admins can change roles or remove members; you are Company Member/,
      )
      .waitFor();
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByText('Company Owner').first().waitFor({ timeout: 15_000 });
    // E-mails are private, but a teammate's reaches the device (profile_emails()) and shows here.
    await members.getByText('company@evee.dev').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('combobox', { name: 'Role' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    await context.close();
  });

  it('keeps the owner from changing themselves, says the owner rule in words, and resends and revokes a pending invitation', async () => {
    const address = `pending-${randomUUID().slice(0, 8)}@test.evee.dev`;
    const [invitation] = await sql<{ id: string }>(
      `insert into company_invitations (company_id, email, member_role, invited_by, created_at)
       values ($1, $2, 'manager', $3, now() - interval '1 day') returning id`,
      [SEED.companies.acme, address, SEED.users.company],
    );
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await openTeam(page);
    await page
      .getByText(
        'A company always keeps at least one owner. Owners cannot change their own role or leave the company: another owner can.',
      )
      .waitFor();
    const self = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: 'You' });
    await self.getByText('Another owner can change or remove you.').waitFor();
    expect(await self.getByRole('combobox', { name: 'Role' }).count()).toBe(0);
    expect(await self.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite member' });
    await dialog.getByText('If they have no account yet, they will be asked to sign up.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const row = page
      .getByRole('list', { name: 'Pending invitations' })
      .getByRole('listitem')
      .filter({ hasText: address });
    await row.getByRole('button', { name: `Resend the invitation to ${address}` }).click();
    await page.getByText(`${address} is reminded of the invitation.`).waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: `Resend the invitation to ${address}` }).click();
    await row
      .getByRole('alert')
      .getByText('This invitation was sent less than 10 minutes ago: try again later')
      .waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: `Revoke the invitation to ${address}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke the invitation to ${address}?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(`${address} can no longer join with it.`).waitFor({ timeout: 15_000 });
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    const [after] = await sql<{ status: string }>(`select status::text from company_invitations where id = $1`, [
      invitation!.id,
    ]);
    expect(after?.status).toBe('revoked');
    await context.close();
  }, 90_000);
});
