import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sql } from '../fixtures/backend';
import {
  appUrl,
  freshPage,
  goOffline,
  goOnline,
  launchBrowser,
  signIn,
  waitForPath,
  whenControlled,
} from '../fixtures/browser';
import { makePdf } from '../fixtures/pdf';
import { createUser, type TestUser } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPerson(first: string): Promise<TestUser> {
  return createUser({ metadata: { first_name: first, last_name: 'Tester', display_name: `${first} Tester` } });
}

async function openProfile(page: Page) {
  await page.goto(appUrl('/account/profile'));
  const form = page.getByRole('form', { name: 'My profile' });
  await form.waitFor({ timeout: 20_000 });
  return form;
}

async function serverHeadline(userId: string): Promise<string | null | undefined> {
  const rows = await sql<{ headline: string | null }>(`select headline from talent_profiles where user_id = $1`, [
    userId,
  ]);
  return rows[0]?.headline;
}

describe('Settings: Create a company', () => {
  it('creates a company with a suggested identifier, and Switch Roles lists it without a reload', async () => {
    const person = await newPerson('Founder');
    const tag = randomUUID().slice(0, 6);
    const { context, page } = await freshPage(browser);
    await signIn(page, person.email, person.password);
    await page.goto(appUrl('/account/settings'));
    const form = page.getByRole('form', { name: 'Create a company' });
    await form.waitFor({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Create company' }).click();
    await form.getByText('Enter the company name').waitFor();
    await form.getByLabel('Company name').fill(`Ferris Wheel Works ${tag}`);
    expect(await form.getByLabel('Identifier').inputValue()).toBe(`ferris-wheel-works-${tag}`);
    await form.getByLabel('Identifier').fill('Bad Identifier!');
    await form.getByRole('button', { name: 'Create company' }).click();
    await form.getByText('Use lower-case letters and digits, words joined by single hyphens').waitFor();
    await form.getByLabel('Identifier').fill(`ferris-${tag}`);
    await form.getByRole('button', { name: 'Create company' }).click();
    await page.getByText('Company created').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Switch Roles' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`Ferris Wheel Works ${tag} \\(Company Owner\\)`) }).waitFor({
      timeout: 15_000,
    });
    await page.keyboard.press('Escape');
    const companies = page.getByRole('list', { name: 'Companies' });
    await companies.getByText(`Ferris Wheel Works ${tag}`).waitFor({ timeout: 15_000 });
    await context.close();
  }, 120_000);
});

describe('My Profile', () => {
  it('checks fields beside them, saves at once, and an offline edit reaches the server on reconnect', async () => {
    const person = await newPerson('Editor');
    const { context, page } = await freshPage(browser);
    await signIn(page, person.email, person.password);
    const form = await openProfile(page);

    await form.getByLabel('Headline').fill('Staff Data Engineer');
    const skills = form.getByLabel('Skills', { exact: true });
    await skills.fill('Python');
    await skills.press('Enter');
    await skills.fill('dbt');
    await skills.press('Enter');
    await skills.press('Backspace');
    await skills.fill('Airflow');
    await skills.press('Enter');
    const tags = form.getByRole('list', { name: 'Your skills' });
    expect(await tags.getByRole('listitem').allInnerTexts()).toEqual(['Python', 'Airflow']);
    await form.getByRole('button', { name: 'Remove Python' }).click();
    await form.getByRole('button', { name: 'Add link' }).click();
    await form.getByLabel('Label').fill('GitHub');
    await form.getByLabel('URL', { exact: true }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Enter a web address starting with https://').waitFor();
    expect(await form.getByLabel('Headline').inputValue()).toBe('Staff Data Engineer');
    await form.getByLabel('URL', { exact: true }).fill('https://github.com/editor');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => serverHeadline(person.id), { timeout: 20_000 }).toBe('Staff Data Engineer');
    const saved = await sql<{ skills: string[]; links: unknown }>(
      `select skills, links from talent_profiles where user_id = $1`,
      [person.id],
    );
    expect(saved[0]?.skills).toEqual(['Airflow']);
    expect(saved[0]?.links).toEqual([{ label: 'GitHub', url: 'https://github.com/editor' }]);

    await context.setOffline(true);
    await form.getByLabel('Headline').fill('Principal Data Engineer');
    await form.getByLabel('Display name').fill('Eddie Offline');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Pending sync').waitFor({ timeout: 10_000 });
    expect(await serverHeadline(person.id)).toBe('Staff Data Engineer');
    await page.getByRole('link', { name: 'View public profile' }).click();
    await page.getByText("You're offline — this is your profile as saved on this device.").waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Eddie Offline', level: 1 }).waitFor();
    await page.getByText('Principal Data Engineer').waitFor();
    await page.goBack();
    await form.waitFor();
    await context.setOffline(false);
    await expect.poll(() => serverHeadline(person.id), { timeout: 30_000 }).toBe('Principal Data Engineer');
    await expect
      .poll(
        async () =>
          (
            await sql<{ display_name: string }>(`select display_name from user_profiles where user_id = $1`, [
              person.id,
            ])
          )[0]?.display_name,
        { timeout: 30_000 },
      )
      .toBe('Eddie Offline');
    await page.getByText('Pending sync').waitFor({ state: 'detached', timeout: 30_000 });
    await context.close();
  }, 150_000);
});

describe('My Profile of a demo talent', () => {
  it('opens with Maya’s own data after a fresh sign-in, saves a change to her row and keeps it over a reload', async () => {
    const maya = 'd0000000-0000-4000-8000-000000000001';
    const [before] = await sql<{ id: string; location: string }>(
      `select id, location from talent_profiles where user_id = $1`,
      [maya],
    );
    const { context, page } = await freshPage(browser);
    try {
      await signIn(page, 'talent@evee.dev');
      const form = await openProfile(page);
      const headline = form.getByLabel('Headline');
      await expect.poll(() => headline.inputValue(), { timeout: 20_000 }).toMatch(/^Senior frontend engineer/);
      expect(await form.getByLabel('Location').inputValue()).toBe(before!.location);
      expect(await form.getByLabel('Phone', { exact: true }).inputValue()).toBe('+1 614 555 0147');
      expect(await form.getByRole('checkbox', { name: 'Open to recruiters' }).isChecked()).toBe(true);
      expect(await form.getByRole('checkbox', { name: 'Show my e-mail on my profile' }).isChecked()).toBe(true);
      const tags = form.getByRole('list', { name: 'Your skills' });
      expect(await tags.getByRole('listitem').allInnerTexts()).toContain('TypeScript');

      await form.getByLabel('Location').fill('Dayton, OH');
      await form.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Profile saved').first().waitFor({ timeout: 15_000 });
      await expect
        .poll(async () => sql(`select id, location from talent_profiles where user_id = $1`, [maya]), {
          timeout: 20_000,
        })
        .toEqual([{ id: before!.id, location: 'Dayton, OH' }]);
      expect(await page.getByText(/could not be saved/).count()).toBe(0);

      await page.reload();
      const again = page.getByRole('form', { name: 'My profile' });
      await again.waitFor({ timeout: 20_000 });
      await expect.poll(() => again.getByLabel('Location').inputValue(), { timeout: 20_000 }).toBe('Dayton, OH');
      expect(await again.getByLabel('Headline').inputValue()).toMatch(/^Senior frontend engineer/);
      expect(await page.getByText(/could not be saved/).count()).toBe(0);
    } finally {
      await context.close();
      await sql(`update talent_profiles set location = $2 where user_id = $1`, [maya, before!.location]);
    }
  }, 150_000);
});

describe('Public profile', () => {
  it('shows the e-mail only when its owner chose to show it, and says when a profile does not exist', async () => {
    const owner = await newPerson('Shown');
    const viewer = await newPerson('Viewer');
    const mine = await freshPage(browser);
    await signIn(mine.page, owner.email, owner.password);
    const form = await openProfile(mine.page);
    await form.getByLabel('Headline').fill('Product Designer');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => serverHeadline(owner.id), { timeout: 20_000 }).toBe('Product Designer');

    const theirs = await freshPage(browser);
    await signIn(theirs.page, viewer.email, viewer.password);
    await theirs.page.goto(appUrl(`/user/${owner.id}`));
    await theirs.page.getByRole('heading', { name: 'Shown Tester', level: 1 }).waitFor({ timeout: 15_000 });
    await theirs.page.getByText('Product Designer').waitFor();
    expect(await theirs.page.getByText(owner.email).count()).toBe(0);

    await form.getByText('Show my e-mail on my profile').click();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(
        async () =>
          (
            await sql<{ show_email: boolean }>(`select show_email from talent_profiles where user_id = $1`, [owner.id])
          )[0]?.show_email,
        { timeout: 20_000 },
      )
      .toBe(true);
    await theirs.page.reload();
    await theirs.page.getByRole('link', { name: owner.email }).waitFor({ timeout: 15_000 });

    await theirs.page.goto(appUrl(`/user/${randomUUID()}`));
    await theirs.page.getByRole('heading', { name: 'Profile not found' }).waitFor({ timeout: 15_000 });
    await theirs.page.getByRole('button', { name: 'Go Back' }).click();
    await waitForPath(theirs.page, `/user/${owner.id}`);
    // Go Back loads the earlier document anew. The connection goes once it shows, as a person
    // would lose it, and the move waits until the page reads offline: cut while that document
    // was still loading, "You're offline" never came in 2 of ~20 runs.
    await theirs.page.getByRole('heading', { name: 'Shown Tester', level: 1 }).waitFor({ timeout: 15_000 });
    // Offline, the screens' code comes from the service worker's cache: once it controls the page,
    // as it does after any visit that had the time to install it.
    await whenControlled(theirs.page);
    await theirs.context.setOffline(true);
    await theirs.page.waitForFunction(() => !navigator.onLine, undefined, { timeout: 5_000 });
    await theirs.page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/user/${randomUUID()}`);
    await theirs.page.getByRole('heading', { name: "You're offline" }).waitFor({ timeout: 10_000 });

    await theirs.context.setOffline(false);
    await mine.context.close();
    await theirs.context.close();
  }, 150_000);
});

describe('Settings: Delete account', () => {
  it('refuses a wrong e-mail with words, then deletes the account and lands on the landing page', async () => {
    const person = await newPerson('Leaving');
    const { context, page } = await freshPage(browser);
    await signIn(page, person.email, person.password);
    await page.goto(appUrl('/account/settings'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type your e-mail address to confirm').fill('someone.else@example.com');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That is not the e-mail address of this account').waitFor();
    expect(await sql(`select id from auth.users where id = $1 and deleted_at is null`, [person.id])).toHaveLength(1);

    await dialog.getByLabel('Type your e-mail address to confirm').fill(person.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await waitForPath(page, '/', 20_000);
    const account = await sql<{ deleted_at: Date | null; email: string | null }>(
      `select deleted_at, email from auth.users where id = $1`,
      [person.id],
    );
    expect(account[0]?.deleted_at).not.toBeNull();
    expect(account[0]?.email).toBeNull();
    const profile = await sql<{ display_name: string | null; email: string | null }>(
      `select display_name, email from user_profiles where user_id = $1`,
      [person.id],
    );
    expect(profile).toEqual([{ display_name: 'Deleted user', email: null }]);
    await page.goto(appUrl('/account/settings'));
    await waitForPath(page, '/auth');
    await context.close();
  }, 120_000);
});

describe('My Profile files', () => {
  it('uploads a résumé that the profile then shows, and refuses a too-large one in words', async () => {
    const maya = 'd0000000-0000-4000-8000-000000000001';
    const MB = 1024 * 1024;
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const name = `Maya CV ${randomUUID().slice(0, 6)}.pdf`;
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    await page.goto(appUrl('/account/profile'));
    const files = page.getByRole('region', { name: 'Photo and résumé' });
    await files.getByLabel('Upload resume').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
    await files.getByText(name).waitFor({ timeout: 20_000 });
    const stored = () =>
      sql<{ name: string | null; objects: number }>(
        `select t.resume ->> 'name' as name,
                (select count(*) from storage.objects o where o.bucket_id = 'resumes' and o.name = t.resume ->> 'path')::int as objects
           from talent_profiles t where t.user_id = $1`,
        [maya],
      );
    await expect.poll(async () => (await stored())[0], { timeout: 20_000 }).toEqual({ name, objects: 1 });
    // Named after the file, apart from the photo's own Replace and Remove.
    await files.getByRole('button', { name: `Replace ${name}` }).waitFor();
    await files.getByRole('button', { name: `Remove ${name}` }).waitFor();

    const huge = Buffer.concat([pdf, Buffer.alloc(11 * MB - pdf.length)]);
    await files
      .getByLabel('Upload resume')
      .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: huge });
    await files.getByText('This file is 11 MB; the limit is 10 MB').waitFor();
    expect((await stored())[0]?.name).toBe(name);
    await context.close();
  }, 90_000);

  it('reads a PDF résumé picked offline for skills the profile lacks, and adds the chosen ones with one click', async () => {
    const person = await newPerson('Reader');
    const { context, page } = await freshPage(browser);
    await signIn(page, person.email, person.password);
    const form = await openProfile(page);
    const skills = form.getByLabel('Skills', { exact: true });
    await skills.fill('typescript');
    await skills.press('Enter');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').first().waitFor({ timeout: 15_000 });
    await whenControlled(page);
    await goOffline(context);
    const pdf = makePdf([{ lines: ['Reader Tester', 'Skills: TS, k8s, Postgres and Go'] }]);
    const files = page.getByRole('region', { name: 'Photo and résumé' });
    await files
      .getByLabel('Upload resume')
      .setInputFiles({ name: 'reader-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    const offer = files.getByRole('region', { name: 'Add skills from your résumé' });
    const chips = offer.getByRole('list', { name: 'Skills from your résumé' }).getByRole('button');
    await chips.first().waitFor({ timeout: 20_000 });
    expect(await chips.allInnerTexts()).toEqual(['Kubernetes', 'PostgreSQL', 'Go']);
    await offer.getByRole('button', { name: 'Go', exact: true }).click();
    await offer.getByRole('button', { name: 'Add', exact: true }).click();
    await offer.getByText('Added to your skills: Kubernetes, PostgreSQL.').waitFor();
    const tags = form.getByRole('list', { name: 'Your skills' });
    // The form takes the device's new skills when its live read of the profile next emits.
    await expect
      .poll(() => tags.getByRole('listitem').allInnerTexts())
      .toEqual(['typescript', 'Kubernetes', 'PostgreSQL']);
    await goOnline(context);
    await expect
      .poll(
        async () =>
          (await sql<{ skills: string[] }>('select skills from talent_profiles where user_id = $1', [person.id]))[0]
            ?.skills,
        { timeout: 30_000 },
      )
      .toEqual(['typescript', 'Kubernetes', 'PostgreSQL']);
    await context.close();
  }, 90_000);
});
