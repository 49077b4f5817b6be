import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED } from '../fixtures/backend';
import { appUrl, freshPage, goOffline, launchBrowser, signIn } from '../fixtures/browser';
import { serviceClient } from '../fixtures/stack';
import { contrastProblems } from '../fixtures/visual';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Maya's direct chat with Daniel Reyes of Acme Robotics (supabase/seed.sql). */
const DANIEL_CHAT = 'cc000000-0000-4000-8000-000000000001';

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with Evee AI' });
const badge = (page: Page) => page.getByTestId('bell-badge');

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Ask Evee AI');
  await expect.poll(() => input.isEnabled(), { timeout: 15_000 }).toBe(true);
  await input.fill(question);
  await input.press('Enter');
}

describe('Evee AI in the browser', () => {
  it('answers from the device with the network cut, links what it used, marks all read only after Confirm, and keeps its history through a reload', async () => {
    // A message of Daniel's Maya has not read, so the answer is known whatever other tests read.
    const words = `Evee AI check ${randomUUID().slice(0, 8)}: are you free on Friday?`;
    const { error } = await serviceClient().from('conversation_messages').insert({
      conversation_id: DANIEL_CHAT,
      sender_id: SEED.users.company,
      sender_type: 'user',
      content: words,
      message_type: 'text',
    });
    if (error) throw new Error(error.message);

    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    // Applications, their jobs and the jobs' companies (Acme) are on the device once this shows.
    await page.goto(appUrl('/workspace/talent/applications'));
    await page.getByText('Acme Robotics').first().waitFor({ timeout: 20_000 });
    await page.goto(appUrl('/evee-ai'));
    await page.getByRole('heading', { name: 'Evee AI', level: 1 }).waitFor();
    await expect.poll(() => badge(page).isVisible(), { timeout: 15_000 }).toBe(true);
    // The message has reached the device when the chat list shows it.
    await page.getByRole('button', { name: 'Expand chats' }).click();
    await page.getByRole('region', { name: 'Chats' }).getByText(words).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Collapse chats' }).click();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });

    await goOffline(context);
    await ask(page, 'unread messages from Acme');
    const answer = log(page).getByRole('list', { name: 'Records used' }).last();
    await answer.getByRole('button', { name: 'Open chat with Daniel Reyes' }).waitFor();
    await expect.poll(() => answer.textContent()).toContain(words);
    await answer.getByRole('button', { name: 'Open chat with Daniel Reyes' }).click();
    await page
      .getByRole('region', { name: 'Daniel Reyes' })
      .or(page.getByLabel('Daniel Reyes', { exact: true }))
      .first()
      .waitFor();

    await ask(page, 'unread notifications');
    const notification = log(page).getByRole('list', { name: 'Records used' }).last().getByRole('link').first();
    expect(await notification.getAttribute('href')).toBe('/notifications');

    expect(await contrastProblems(page)).toEqual([]);

    await ask(page, 'mark all read');
    await log(page).getByRole('button', { name: 'Confirm' }).waitFor();
    expect(await badge(page).isVisible()).toBe(true);
    await log(page).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => badge(page).isVisible()).toBe(false);
    await log(page).getByText('Done.').waitFor();

    await page.getByLabel('Ask Evee AI').fill('who applied');
    // The draft is written to the device as it is typed (a few ms); a reload in the very same
    // moment, which no person manages, would go before the write.
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { name: 'Evee AI', level: 1 }).waitFor();
    await log(page).getByText('You: unread messages from Acme').waitFor();
    await log(page).getByRole('button', { name: 'Open chat with Daniel Reyes' }).waitFor();
    await log(page).getByText('Done.').waitFor();
    await expect.poll(() => page.getByLabel('Ask Evee AI').inputValue()).toBe('who applied');
    expect(await badge(page).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect.poll(() => log(page).getByText('You: unread messages from Acme').count()).toBe(0);
    await context.close();
  });
});
