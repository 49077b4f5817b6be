import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { INVITE_LANDING, sendAuthInvites } from '../../supabase/local/auth-invites';
import { SEED } from '../fixtures/backend';
import { createUser, serviceClient, stack, uniqueEmail } from '../fixtures/stack';
import {
  appUrl,
  enterAuthenticationCode,
  freshPage,
  launchBrowser,
  signIn,
  signInThroughForm,
  waitForPath,
} from '../fixtures/browser';
import { totpCode } from '../fixtures/mfa';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function latestLink(email: string): Promise<string> {
  const { url, serviceRoleKey } = stack();
  const response = await fetch(`${url}/auth/v1/local/outbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  const messages = (await response.json()) as { link: string | null }[];
  const link = messages.find((m) => m.link)?.link;
  if (!link) throw new Error(`no link in the outbox of ${email}`);
  return link;
}

describe('forgot password', () => {
  it('reaches /reset-password through the emailed link and signs the person in with the new password', async () => {
    const user = await createUser();
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    // The pointer reaching the button is what starts the prerendered page's app.
    await page.getByRole('button', { name: 'Forgot password?' }).hover();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${user.email}`).waitFor();

    await page.goto(await latestLink(user.email));
    await waitForPath(page, '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText(/Password needs/).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Fresh@pass2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/workspace/'), { timeout: 20_000 });

    const again = await freshPage(browser);
    await signInThroughForm(again.page, user.email, 'Fresh@pass2026');
    await again.context.close();
    await context.close();
  });
});

describe('invitation of someone without an account', () => {
  it('follows the invite link from the outbox, sets a password and shows the invitation in the workspace', async () => {
    const email = uniqueEmail('invited');
    const { error } = await serviceClient().from('company_invitations').insert({
      company_id: SEED.companies.acme,
      email,
      member_role: 'company_member',
      invited_by: SEED.users.company,
    });
    if (error) throw new Error(error.message);
    // One round of the scheduler's Auth invitation job, for this address only.
    const pool = new pg.Pool({ connectionString: stack().dbUrl, max: 1 });
    const { url, serviceRoleKey } = stack();
    await sendAuthInvites(pool, { url, serviceRoleKey, redirectTo: appUrl(INVITE_LANDING), only: [email] });
    await pool.end();

    const { context, page } = await freshPage(browser);
    await page.goto(await latestLink(email));
    await page.getByRole('heading', { name: 'Set your password' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('New password', { exact: true }).fill('Invited@pass2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/workspace/'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const item = page
      .getByTestId('notification-dropdown')
      .getByTestId('notification-item')
      .filter({ hasText: 'Invitation to join Acme Robotics' });
    await item.getByRole('button', { name: 'Accept' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe('sign-up and lock-out', () => {
  it('checks the password policy on the client, asks the new person to confirm their e-mail, and the link signs them into the talent workspace', async () => {
    const email = uniqueEmail('signup');
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth?mode=signup'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('weakpass');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Password needs an upper-case letter, a digit, one of @$!%*?&.').waitFor();
    await page.getByLabel('Password').fill('Strong@pass2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail', level: 1 }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send the e-mail again' }).click();
    await page.getByText(`We sent a new link to ${email}.`).waitFor();

    const link = await latestLink(email);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(appUrl('/auth'));
    await page.goto(link);
    await waitForPath(page, '/workspace/talent/jobs', 25_000);
    await context.close();
  });

  it('tells a locked-out person how long to wait', async () => {
    const user = await createUser();
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    await page.getByLabel('Email').fill(user.email);
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel('Password').fill(`Wrong@pass${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').waitFor();
      await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':not([data-loading])')).waitFor();
    }
    await page.getByText(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./).waitFor();
    await context.close();
  });
});

describe('sign-in link', () => {
  it('signs a person in through the link the sign-in page e-mails them, without their password', async () => {
    const user = await createUser();
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText(`If an account exists for ${user.email}, a sign-in link is on its way.`).waitFor();

    const link = await latestLink(user.email);
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(appUrl('/auth'));
    await page.goto(link);
    await page.waitForURL((url) => url.pathname.startsWith('/workspace/'), { timeout: 20_000 });
    await context.close();
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code of the authenticator set up in Settings before opening the workspace', async () => {
    const user = await createUser();
    const { context, page } = await freshPage(browser);
    await signIn(page, user.email, user.password);
    await page.goto(appUrl('/account/settings'));
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();
    await section.getByRole('img', { name: 'QR code to add Evee to your authenticator app' }).waitFor();
    const secret = (await section.getByLabel('Secret').textContent())!.trim();
    await section.getByLabel('Authentication code', { exact: true }).fill(totpCode(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText('On: authenticator app').waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/workspace/') && !url.pathname.startsWith('/account/'));
    await page.goto(appUrl('/auth'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Enter your authentication code' }).waitFor();
    expect(page.url()).toBe(appUrl('/auth'));
    const accepted = [-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift));
    await page
      .getByLabel('Authentication code', { exact: true })
      .fill(['000000', '111111', '222222', '333333'].find((c) => !accepted.includes(c))!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    await enterAuthenticationCode(page, secret);
    await page.waitForURL((url) => url.pathname.startsWith('/workspace/'), { timeout: 20_000 });
    await context.close();
  });
});
