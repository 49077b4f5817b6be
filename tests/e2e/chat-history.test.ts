import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { makeConversation, sql } from '../fixtures/backend';
import { freshPage, launchBrowser, signIn } from '../fixtures/browser';
import { openChatWindow } from '../fixtures/chat';
import { createUser, TEST_PASSWORD } from '../fixtures/stack';

const HISTORY = 120;
const TITLE = 'Paging history';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where a message sits inside the scrolling list, in pixels from the list's top edge. */
function offsetInList(list: Locator, text: string) {
  return list.evaluate((el, t) => {
    // The message's own text, exactly: a row's whole text also holds the sender and the time,
    // and "history 2" followed by "10:19 AM" would contain "history 21".
    const item = [...el.querySelectorAll('li')].find((li) =>
      [...li.querySelectorAll('*')].some((node) => node.childElementCount === 0 && node.textContent === t),
    );
    return item ? item.getBoundingClientRect().top - el.getBoundingClientRect().top : null;
  }, text);
}

describe('chat history', () => {
  it('shows the newest 50 at once and the older ones, 50 at a time, as the reader scrolls up, without a jump', async () => {
    const [reader, writer] = await Promise.all([
      createUser({ metadata: { display_name: 'Rea Reader' } }),
      createUser({ metadata: { display_name: 'Wes Writer' } }),
    ]);
    const conversation = await makeConversation([{ user: writer }, { user: reader }], { title: TITLE });
    await sql(
      `insert into public.conversation_messages (conversation_id, sender_id, sender_name, content, created_at)
       select $1, $2, 'Wes Writer', 'history ' || g, now() - (($3 - g) || ' seconds')::interval
       from generate_series(1, $3) g`,
      [conversation, writer.id, HISTORY],
    );
    const { context, page } = await freshPage(browser);
    await signIn(page, reader.email, TEST_PASSWORD);
    const list = (await openChatWindow(page, TITLE)).getByRole('log', { name: 'Messages' });
    const items = list.getByRole('listitem');

    await list.getByText(`history ${HISTORY}`, { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => items.count()).toBe(50);
    expect(await list.getByText(`history ${HISTORY - 49}`, { exact: true }).count()).toBe(1);

    for (const shown of [100, HISTORY]) {
      const anchor = `history ${HISTORY - (shown === 100 ? 49 : 99)}`;
      await list.evaluate((el) => el.scrollTo({ top: 0 }));
      await expect.poll(() => items.count()).toBe(shown);
      // The message that was at the top stays in view near the top, rather than being pushed
      // down by the height of the 50 put above it.
      const offset = await offsetInList(list, anchor);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(150);
    }
    expect(await list.getByText('history 1', { exact: true }).count()).toBe(1);
    await context.close();
  }, 90_000);
});
