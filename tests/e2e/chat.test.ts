import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { SEED, sql } from '../fixtures/backend';
import { appUrl, freshPage, launchBrowser, signIn, whenControlled } from '../fixtures/browser';
import { chatRow, openChatWindow, openChats } from '../fixtures/chat';

// A is the talent (Maya Okafor), B the company user (Daniel Reyes); their direct conversation
// is the seed's. A's view names it after B and B's after A.
const A_TITLE = 'Daniel Reyes';
const B_TITLE = 'Maya Okafor';
const PNG = readFileSync('public/icons/icon-192.png');
const MB = 1024 * 1024;

/** A conversation's window in the page, opened from the list if it is not open. */
async function chatWindow(page: Page, title: string) {
  const window = page.getByRole('dialog', { name: title, exact: true });
  if (await window.getByRole('textbox', { name: 'Message' }).isVisible()) return window;
  return openChatWindow(page, title);
}

const storedObjects = (name: string) =>
  sql<{ size: string }>(
    `select metadata->>'size' as size from storage.objects where bucket_id = 'chat-attachments' and name like $1`,
    [`%-${name}`],
  );
const fileMessages = (name: string) =>
  sql(`select 1 from public.conversation_messages where attachments->0->>'name' = $1`, [name]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('floating chat between two people', () => {
  let a: { context: BrowserContext; page: Page };
  let b: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    a = await freshPage(browser);
    b = await freshPage(browser);
    await Promise.all([signIn(a.page, 'talent@evee.dev'), signIn(b.page, 'company@evee.dev')]);
  });
  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
  });

  it(
    'keeps messages written offline through a reload and delivers them once each, in order',
    { timeout: 150_000 },
    async () => {
      const tag = randomUUID().slice(0, 8);
      const texts = [1, 2, 3].map((n) => `offline ${tag} #${n}`);
      await whenControlled(a.page);
      const aWindow = await openChatWindow(a.page, A_TITLE);
      await openChats(b.page);
      await expect.poll(() => chatRow(b.page, B_TITLE).getByTestId('unread-count').count()).toBe(0);
      // Both are signed in, so each sees the other online (presence joins after the lazily loaded
      // database and the socket; on a loaded machine that takes a while).
      await chatRow(b.page, B_TITLE).getByTestId('online-dot').waitFor({ timeout: 30_000 });
      await chatRow(a.page, A_TITLE).getByTestId('online-dot').waitFor({ timeout: 30_000 });

      await a.context.setOffline(true);
      // Offline emulation may not reach a service worker that is already running: cut its
      // requests too, so nothing leaves the device while it is "offline".
      const cut = (route: Route) => route.abort('internetdisconnected');
      await a.context.route('**/rest/v1/**', cut);
      const box = aWindow.getByRole('textbox', { name: 'Message' });
      for (const text of texts) {
        await box.fill(text);
        await box.press('Enter');
      }
      const log = aWindow.getByRole('log', { name: 'Messages' });
      for (const text of texts) await log.getByText(text, { exact: true }).waitFor();
      await expect.poll(() => log.getByRole('img', { name: 'Pending' }).count()).toBe(3);

      await a.page.reload();
      const again = await openChatWindow(a.page, A_TITLE);
      const reloaded = again.getByRole('log', { name: 'Messages' });
      for (const text of texts) await reloaded.getByText(text, { exact: true }).waitFor({ timeout: 15_000 });
      expect(await reloaded.getByRole('img', { name: 'Pending' }).count()).toBe(3);
      expect(
        await sql(`select 1 from public.conversation_messages where content like $1`, [`offline ${tag}%`]),
      ).toHaveLength(0);

      await a.context.unroute('**/rest/v1/**', cut);
      await a.context.setOffline(false);
      await expect
        .poll(() => reloaded.getByRole('img', { name: 'Sent' }).filter({ visible: true }).count(), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(3);
      await expect.poll(() => reloaded.getByRole('img', { name: 'Pending' }).count()).toBe(0);

      // B's unread count rises with the three and the preview shows the last one.
      const bRow = chatRow(b.page, B_TITLE);
      await expect.poll(() => bRow.getByTestId('unread-count').textContent(), { timeout: 15_000 }).toBe('3');
      await expect.poll(() => bRow.getByTestId('chat-preview').textContent()).toBe(texts[2]);

      const rows = await sql<{ content: string }>(
        `select content from public.conversation_messages where content like $1 order by created_at, id`,
        [`offline ${tag}%`],
      );
      expect(rows.map((r) => r.content)).toEqual(texts);

      // Opening the conversation shows all three once each, in order, and clears the count.
      const bWindow = await openChatWindow(b.page, B_TITLE);
      const bLog = bWindow.getByRole('log', { name: 'Messages' });
      await bLog.getByText(texts[2]!, { exact: true }).waitFor();
      const shown = (await bLog.getByText(`offline ${tag}`).allTextContents()).map((t) => t.trim());
      expect(shown).toEqual(texts);
      await expect.poll(() => bRow.getByTestId('unread-count').count(), { timeout: 10_000 }).toBe(0);
      await expect
        .poll(
          async () =>
            (
              await sql<{ unread_count: number }>(
                `select unread_count from public.conversation_participants where conversation_id = $1 and user_id = $2`,
                [SEED.conversations.direct, SEED.users.company],
              )
            )[0]?.unread_count,
          { timeout: 10_000 },
        )
        .toBe(0);
    },
  );

  it('shows B that A is typing within 2 s', async () => {
    const aWindow = a.page.getByRole('dialog', { name: A_TITLE, exact: true });
    const bWindow = b.page.getByRole('dialog', { name: B_TITLE, exact: true });
    await bWindow.waitFor();
    await aWindow.getByRole('textbox', { name: 'Message' }).pressSequentially('Hel');
    const started = Date.now();
    await bWindow.getByText(/Maya Okafor is typing/).waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await aWindow.getByRole('textbox', { name: 'Message' }).fill('');
  });

  it('does not send a blank message', async () => {
    const aWindow = a.page.getByRole('dialog', { name: A_TITLE, exact: true });
    const box = aWindow.getByRole('textbox', { name: 'Message' });
    const send = aWindow.getByRole('button', { name: 'Send' });
    const before = await aWindow.getByRole('log', { name: 'Messages' }).getByRole('listitem').count();
    await box.fill('   \n  ');
    expect(await send.isDisabled()).toBe(true);
    await box.press('Enter');
    await box.fill('');
    expect(await send.isDisabled()).toBe(true);
    await a.page.waitForTimeout(300);
    expect(await aWindow.getByRole('log', { name: 'Messages' }).getByRole('listitem').count()).toBe(before);
  });
  it('gives the text back when the device cannot store the message, and sends it once when it can', async () => {
    const aWindow = a.page.getByRole('dialog', { name: A_TITLE, exact: true });
    const box = aWindow.getByRole('textbox', { name: 'Message' });
    const text = `unsaved ${randomUUID().slice(0, 8)}`;
    // The disk is full for this message, and the server is out of reach, so it is nowhere.
    const cut = (route: Route) => route.abort('internetdisconnected');
    await a.context.route('**/rest/v1/conversation_messages**', cut);
    // The database writes to IndexedDB from its worker when it runs in one (the db_worker switch).
    const worker = a.page.workers().find((w) => /database\.worker/.test(w.url()));
    const inStorage = (fn: (arg: string | null) => void, arg: string | null) =>
      worker ? worker.evaluate(fn, arg) : a.page.evaluate(fn, arg);
    await inStorage((refused) => {
      const put = IDBObjectStore.prototype.put;
      Object.assign(globalThis, { realPut: put });
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if ((value as { content?: unknown } | null)?.content === refused) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return put.call(this, value, key);
      };
    }, text);
    await box.fill(text);
    await box.press('Enter');
    await a.page.getByText('Message not saved').waitFor({ timeout: 10_000 });
    expect(await box.inputValue()).toBe(text);
    const log = aWindow.getByRole('log', { name: 'Messages' });
    expect(await log.getByText(text, { exact: true }).count()).toBe(0);

    await inStorage(() => {
      IDBObjectStore.prototype.put = (globalThis as unknown as { realPut: IDBObjectStore['put'] }).realPut;
    }, null);
    await box.press('Enter');
    await log.getByText(text, { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
    await a.context.unroute('**/rest/v1/conversation_messages**', cut);
    await expect
      .poll(() => sql(`select 1 from public.conversation_messages where content = $1`, [text]), { timeout: 20_000 })
      .toHaveLength(1);
  });

  it('says when the filters hide every conversation, and shows them all again', async () => {
    // A, the talent, talks with company people only.
    await openChats(a.page);
    const list = a.page.getByRole('region', { name: 'Chats' });
    await chatRow(a.page, A_TITLE).waitFor();
    await list.getByRole('combobox', { name: 'Filter by participant' }).selectOption({ label: 'Recruiters' });
    await list.getByText('No conversations match these filters').waitFor();
    expect(await list.getByText('No conversations', { exact: true }).count()).toBe(0);
    await list.getByRole('button', { name: 'Show all' }).click();
    await chatRow(a.page, A_TITLE).waitFor();
    expect(await list.getByRole('combobox', { name: 'Filter by participant' }).inputValue()).toBe('all');
  });

  it('minimises to 224, restores, expands to 500 and collapses to 350', async () => {
    const w = a.page.getByRole('dialog', { name: A_TITLE, exact: true });
    const width = async () => Math.round((await w.boundingBox())!.width);
    expect(await width()).toBe(350);
    await w.getByRole('button', { name: 'Expand' }).click();
    expect(await width()).toBe(500);
    await w.getByRole('button', { name: 'Collapse' }).click();
    expect(await width()).toBe(350);
    await w.getByRole('button', { name: 'Minimise' }).click();
    expect(await width()).toBe(224);
    expect(await w.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await w.getByRole('button', { name: 'Restore' }).click();
    expect(await width()).toBe(350);
  });

  it('shows a message the server refuses as Failed, with Retry and Delete', async () => {
    const aWindow = a.page.getByRole('dialog', { name: A_TITLE, exact: true });
    const box = aWindow.getByRole('textbox', { name: 'Message' });
    const tag = randomUUID().slice(0, 8);
    // Over the server's 10,000-character limit: a permanent refusal (check violation).
    await box.fill(`refused ${tag} ${'x'.repeat(10_000)}`);
    await box.press('Enter');
    const item = aWindow.getByRole('listitem').filter({ hasText: `refused ${tag}` });
    await item.getByRole('img', { name: 'Failed' }).waitFor({ timeout: 15_000 });
    await item.getByRole('button', { name: 'Retry' }).click();
    await item.getByRole('img', { name: 'Failed' }).waitFor({ timeout: 15_000 });
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(0);
    expect(await sql(`select 1 from public.conversation_messages where content like $1`, [`refused ${tag}%`])).toEqual(
      [],
    );
  });

  it('delivers an image sent offline once after reconnect, and the other person sees its thumbnail and Image shared', async () => {
    const name = `offline-${randomUUID().slice(0, 8)}.png`;
    const aWindow = await chatWindow(a.page, A_TITLE);
    await a.context.setOffline(true);
    const cut = (route: Route) => route.abort('internetdisconnected');
    await a.context.route('**/{rest,storage}/v1/**', cut);
    await aWindow.getByLabel('Attach a file').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await aWindow.getByRole('button', { name: 'Send' }).click();
    // Kept on the device: pending, with its thumbnail drawn from the device's copy.
    const item = aWindow
      .getByRole('listitem')
      .filter({ has: a.page.getByRole('button', { name: `Open image ${name}` }) });
    await item.getByRole('img', { name: 'Pending' }).waitFor();
    await expect
      .poll(() => item.locator(`img[alt="${name}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(192);
    expect(await fileMessages(name)).toHaveLength(0);
    expect(await storedObjects(name)).toHaveLength(0);

    await a.context.unroute('**/{rest,storage}/v1/**', cut);
    await a.context.setOffline(false);
    await item.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 20_000 });
    expect(await fileMessages(name)).toHaveLength(1);
    expect(await storedObjects(name)).toEqual([{ size: String(PNG.length) }]);

    await expect.poll(() => chatRow(b.page, B_TITLE).getByTestId('chat-preview').textContent()).toBe('Image shared');
    const bWindow = await chatWindow(b.page, B_TITLE);
    const thumbnail = bWindow.getByRole('button', { name: `Open image ${name}` });
    await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
    await thumbnail.click();
    await b.page.getByRole('dialog', { name }).getByRole('img', { name }).waitFor();
    await b.page.keyboard.press('Escape');
  });

  it('refuses a file over the limit, picked with the keyboard, in words and before sending anything', async () => {
    const aWindow = await chatWindow(a.page, A_TITLE);
    const requests: string[] = [];
    const watch = (request: { url(): string }) => requests.push(request.url());
    a.page.on('request', watch);
    // Picked with the keyboard: the control is the file input itself, opened by Enter.
    const chooser = a.page.waitForEvent('filechooser');
    await aWindow.getByLabel('Attach a file').focus();
    await a.page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'archive.zip', mimeType: 'application/zip', buffer: Buffer.alloc(26 * MB) });
    await aWindow.getByRole('alert').filter({ hasText: 'This file is 26 MB; the limit is 25 MB' }).waitFor();
    a.page.off('request', watch);
    expect(await aWindow.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(requests.filter((url) => url.includes('/storage/v1/'))).toEqual([]);
  });

  it('resumes a large upload cut in the middle instead of starting over', { timeout: 60_000 }, async () => {
    const name = `large-${randomUUID().slice(0, 8)}.pdf`;
    const bytes = Buffer.alloc(13 * MB, 0x20);
    bytes.write('%PDF-1.4\n');
    const aWindow = await chatWindow(a.page, A_TITLE);
    // The first chunk after the upload's creation is cut off mid-way, once.
    const seen: string[] = [];
    let cutOnce = false;
    await a.context.route('**/storage/v1/upload/resumable**', async (route) => {
      const request = route.request();
      const offset = (await request.headerValue('upload-offset')) ?? '';
      seen.push(`${request.method()} ${offset}`.trim());
      if (request.method() === 'PATCH' && !cutOnce) {
        cutOnce = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    try {
      await aWindow.getByLabel('Attach a file').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
      await aWindow.getByRole('button', { name: 'Send' }).click();
      const item = aWindow.getByRole('listitem').filter({ hasText: name });
      await item.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 40_000 });
    } finally {
      await a.context.unroute('**/storage/v1/upload/resumable**');
    }
    // Created once; the cut chunk went again from where the server had got to, not from 0.
    expect(seen.filter((r) => r.startsWith('POST'))).toHaveLength(1);
    const patches = seen.filter((r) => r.startsWith('PATCH'));
    expect(patches[0]).toBe(`PATCH ${6 * MB}`);
    expect(patches).toContain(`PATCH ${12 * MB}`);
    expect(patches.filter((r) => r === 'PATCH 0')).toEqual([]);
    expect(await storedObjects(name)).toEqual([{ size: String(13 * MB) }]);
    expect(await fileMessages(name)).toHaveLength(1);
  });

  it('opens chats from the browser events, retrying once and saying when it cannot', async () => {
    await b.page.evaluate(
      (id) => window.dispatchEvent(new CustomEvent('openApplicationChat', { detail: { conversationId: id } })),
      SEED.conversations.application,
    );
    await b.page.getByRole('dialog', { name: 'Maya Okafor · Senior Frontend Engineer', exact: true }).waitFor();
    await b.page.getByText('Application chat has been opened successfully').waitFor();
    const started = Date.now();
    await b.page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('open-chat-window', { detail: { conversationId: crypto.randomUUID() } })),
    );
    await b.page.getByText('Failed to open chat. Please try again.').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });
});

describe('floating chat on a phone', () => {
  it('fills the screen with the list and then with the window', async () => {
    const { context, page } = await freshPage(browser, { viewport: { width: 390, height: 780 } });
    await signIn(page, 'company@evee.dev');
    await openChats(page);
    const panel = page.getByRole('region', { name: 'Chats' });
    expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 780 });
    await chatRow(page, B_TITLE).click();
    const window = page.getByRole('dialog', { name: B_TITLE, exact: true });
    await window.waitFor();
    expect(await window.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 780 });
    await context.close();
  });
});

describe('background sync of queued messages', () => {
  it('sends a message and an image queued offline from the service worker with no Evee tab open, once each', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    await whenControlled(page);
    const text = `background ${randomUUID().slice(0, 8)}`;
    const window = await openChatWindow(page, A_TITLE);
    await context.setOffline(true);
    await window.getByRole('textbox', { name: 'Message' }).fill(text);
    await window.getByRole('textbox', { name: 'Message' }).press('Enter');
    await window.getByRole('img', { name: 'Pending' }).waitFor();
    // An image too: the worker uploads it from the device's copy before sending its message.
    const name = `background-${randomUUID().slice(0, 8)}.png`;
    await window.getByLabel('Attach a file').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await window.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => window.getByRole('img', { name: 'Pending' }).count()).toBe(2);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('evee-chat-queue', 1);
              open.onsuccess = () => {
                const count = open.result.transaction('messages').objectStore('messages').count();
                count.onsuccess = () => resolve(count.result);
              };
            }),
        ),
      )
      .toBe(2);

    const blank = await context.newPage();
    const origin = new URL(page.url()).origin;
    await page.close();
    await context.setOffline(false);
    const cdp = await context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'evee-chat-messages',
      lastChance: false,
    });
    const stored = () => sql(`select id from public.conversation_messages where content = $1`, [text]);
    await expect.poll(async () => (await stored()).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await fileMessages(name)).length, { timeout: 15_000 }).toBe(1);
    expect(await storedObjects(name)).toEqual([{ size: String(PNG.length) }]);

    // The next open finds the message sent, and the replication does not store it twice.
    await blank.goto(appUrl('/workspace/talent/jobs'));
    const reopened = await openChatWindow(blank, A_TITLE);
    const item = reopened.getByRole('listitem').filter({ hasText: text });
    await item.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 20_000 });
    const image = reopened
      .getByRole('listitem')
      .filter({ has: blank.getByRole('button', { name: `Open image ${name}` }) });
    await image.getByRole('img', { name: 'Sent' }).waitFor({ timeout: 20_000 });
    expect(await stored()).toHaveLength(1);
    expect(await fileMessages(name)).toHaveLength(1);
    await context.close();
  });
});

describe('the chat list and the /chat screen', () => {
  it('groups messages by day, ages each row, toggles from the whole bar, keeps off the page on a phone, and opens /chat as a screen', async () => {
    const { context, page } = await freshPage(browser, { viewport: { width: 1400, height: 900 } });
    await signIn(page, 'company@evee.dev');
    const bar = page.getByRole('region', { name: 'Chats' }).getByRole('button', { name: /^(Expand|Collapse) chats$/ });
    await bar.waitFor({ timeout: 20_000 });
    // The collapsed bar sits below the end of the page, not over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const overlap = await page.evaluate(() => {
      const bottom = Math.max(
        ...[...document.getElementById('main')!.children].map((c) => c.getBoundingClientRect().bottom),
      );
      return bottom - document.querySelector('[aria-label="Chats"]')!.getBoundingClientRect().top;
    });
    expect(overlap).toBeLessThanOrEqual(0);
    // The whole bar is the toggle: its title opens it, and the keyboard works it.
    await bar.getByText('Chats', { exact: true }).click();
    expect(await bar.getAttribute('aria-expanded')).toBe('true');
    await bar.press('Enter');
    expect(await bar.getAttribute('aria-expanded')).toBe('false');
    await bar.press('Space');
    expect(await bar.getAttribute('aria-expanded')).toBe('true');

    const text = `day ${randomUUID().slice(0, 8)}`;
    await chatRow(page, B_TITLE).click();
    const chatWindow = page.getByRole('dialog', { name: B_TITLE, exact: true });
    await chatWindow.getByRole('textbox', { name: 'Message' }).fill(text);
    await chatWindow.getByRole('textbox', { name: 'Message' }).press('Enter');
    const log = chatWindow.getByRole('log', { name: 'Messages' });
    await log.getByText(text, { exact: true }).waitFor();
    // The seed's messages are from earlier days: each day has its separator, today's last.
    const days = await log.getByRole('separator').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(days.length).toBeGreaterThanOrEqual(2);
    expect(days.at(-1)).toBe('Today');
    expect(new Set(days).size).toBe(days.length);
    expect(await chatRow(page, B_TITLE).getByTestId('chat-age').textContent()).toBe('now');
    const ages = await page.getByRole('region', { name: 'Chats' }).getByTestId('chat-age').allTextContents();
    for (const age of ages) expect(age).toMatch(/^(now|\d+h|\d+d)$/);
    await chatWindow.getByRole('button', { name: 'Close' }).click();
    await bar.click();
    expect(await bar.getAttribute('aria-expanded')).toBe('false');

    // A phone: the collapsed bar is the header's Chats button, and nothing floats over the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'Expand chats' }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Chats' }).count()).toBe(0);

    // /chat: the list takes the screen, then the conversation, with a way back.
    await page.goto(appUrl('/chat'));
    await page.getByRole('heading', { name: 'Chats', level: 1 }).waitFor();
    expect(await page.getByTestId('floating-chat').count()).toBe(0);
    await chatRow(page, B_TITLE).click();
    await page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('c')).toBe(SEED.conversations.direct);
    expect(await page.getByRole('heading', { name: 'Chats', level: 1 }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await chatRow(page, B_TITLE).waitFor();
    // On a desktop the list and the open conversation sit side by side.
    await page.setViewportSize({ width: 1400, height: 900 });
    await chatRow(page, B_TITLE).click();
    await page.getByRole('log', { name: 'Messages' }).waitFor();
    expect(await chatRow(page, B_TITLE).isVisible()).toBe(true);
    await context.close();
  });
});
