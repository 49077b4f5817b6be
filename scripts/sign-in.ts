/**
 * Signing a demo account in through the app's own form, for the tools that drive the built app
 * (screenshots, benchmarks). The portal's admin staff answer sign-in's second step with the
 * README's demo secret.
 */
import type { Page } from 'playwright-core';
import { DEMO_TOTP_SECRET, totpCode } from '../tests/fixtures/mfa';

export const DEMO_PASSWORD = 'Evee@demo2026';

export async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const workspace = page.waitForURL((url) => url.pathname.startsWith('/workspace/'), { timeout: 30_000 });
  const code = page.getByLabel('Authentication code', { exact: true });
  if (await Promise.race([workspace.then(() => false), code.waitFor({ timeout: 30_000 }).then(() => true)])) {
    await code.fill(totpCode(DEMO_TOTP_SECRET));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await workspace;
  await page.getByRole('button', { name: 'User menu' }).first().waitFor();
}
