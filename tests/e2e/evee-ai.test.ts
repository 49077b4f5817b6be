import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED, sql } from '../fixtures/backend';
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

/** Monday 00:00 UTC of this week and of the next (the browser runs in UTC, as the machine). */
function thisWeek(): [Date, Date] {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return [new Date(monday), new Date(monday + 7 * 86_400_000)];
}

/** An interview of Maya's organised by Daniel, in the middle of this week. */
async function addInterviewThisWeek(title: string): Promise<string> {
  const [monday] = thisWeek();
  const starts = new Date(monday.getTime() + 3.5 * 86_400_000);
  const { error } = await serviceClient()
    .from('calendar_events')
    .insert({
      kind: 'interview',
      title,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
      time_zone: 'UTC',
      organizer_id: SEED.users.company,
      attendee_ids: [SEED.users.talent],
      status: 'confirmed',
    });
  if (error) throw new Error(error.message);
  return title;
}

/** What the server holds as Maya's interviews overlapping this week, not cancelled. */
async function mayasInterviewsThisWeek(): Promise<string[]> {
  const [from, to] = thisWeek();
  const rows = await sql<{ title: string }>(
    `select title from public.calendar_events
      where ($1 = organizer_id or $1 = any (attendee_ids)) and kind = 'interview' and status <> 'cancelled'
        and not _deleted and ends_at > $2 and starts_at < $3`,
    [SEED.users.talent, from.toISOString(), to.toISOString()],
  );
  return rows.map((r) => r.title);
}

describe('Evee AI in the browser', () => {
  it("answers from the device with the network cut (this week's interviews included), links what it used, marks all read only after Confirm, and keeps its history through a reload", async () => {
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

    const interview = await addInterviewThisWeek(`Evee AI interview ${randomUUID().slice(0, 8)}`);

    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    // Applications, their jobs and the jobs' companies (Acme) are on the device once this shows.
    await page.goto(appUrl('/workspace/talent/applications'));
    await page.getByText('Acme Robotics').first().waitFor({ timeout: 20_000 });
    // And the interview is on the device once the calendar shows it.
    await page.goto(appUrl('/calendar'));
    await page.getByText(interview).first().waitFor({ timeout: 20_000 });
    await page.goto(appUrl('/evee-ai'));
    await page.getByRole('heading', { name: 'Evee AI', level: 1 }).waitFor();
    await expect.poll(() => badge(page).isVisible(), { timeout: 15_000 }).toBe(true);
    // The message has reached the device when the chat list shows it, and Daniel's profile (whose
    // name ties the chat to Acme in the answer) when the list names him.
    await page.getByRole('button', { name: 'Expand chats' }).click();
    const chats = page.getByRole('region', { name: 'Chats' });
    await chats.getByText(words).waitFor({ timeout: 15_000 });
    await chats.getByText('Daniel Reyes').first().waitFor({ timeout: 15_000 });
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

    // The calendar is on the device: this week's interviews answer offline, exactly the server's.
    await ask(page, 'my interviews this week');
    const interviews = log(page).getByRole('list', { name: 'Records used' }).last();
    await interviews.getByText(interview).waitFor();
    const expected = await mayasInterviewsThisWeek();
    expect(expected).toContain(interview);
    await expect.poll(() => interviews.getByRole('listitem').count()).toBe(expected.length);
    for (const title of expected) await interviews.getByText(title, { exact: true }).waitFor();

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
