import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { makeConversation, postMessage, sql } from '../fixtures/backend';
import { appUrl, launchBrowser, signIn } from '../fixtures/browser';
import { openChatWindow } from '../fixtures/chat';
import { startFlapProxy, type FlapProxy } from '../fixtures/flap-proxy';
import { makeTalentProfile } from '../fixtures/hiring';
import { serviceClient } from '../fixtures/stack';
import { notify } from '../fixtures/sync';
import { makeTalentWorld } from '../fixtures/talent-world';

// Lie-fi: the connection accepts every request and answers none, while the browser still says
// online. The device's data must show at once on every screen, a message typed meanwhile is
// kept and shown pending, and everything goes out once answers come back. The proxy holds the
// page's requests, its service worker's and the live socket's (tests/fixtures/flap-proxy.ts).

/** How soon a screen must show what the device holds while the network answers nothing. */
const DEVICE_DATA_MS = 5_000;

let browser: Browser;
let openProxy: FlapProxy | undefined;
/** Tina behind her proxy, signed in once for the file: both tests go on in her context. */
let tina: Awaited<ReturnType<typeof tinaBehindProxy>>;
beforeAll(async () => {
  browser = await launchBrowser();
  tina = await tinaBehindProxy();
});
afterAll(async () => {
  await browser?.close();
  await openProxy?.close();
});

/** Waits for `what` to show, failing with where the page was and what it said instead. */
async function shows(page: Page, what: Locator, label: string, timeout = DEVICE_DATA_MS) {
  const started = Date.now();
  await what
    .first()
    .waitFor({ timeout })
    .catch(async (err: Error) => {
      const text = await page
        .evaluate(() => {
          const statuses = [...document.querySelectorAll('[role="status"]')].map(
            (el) => el.getAttribute('aria-label') ?? el.textContent,
          );
          const main = document.querySelector('main')?.innerText ?? document.body.innerText;
          return `statuses ${JSON.stringify(statuses)}; ${main.slice(0, 400)}`;
        })
        .catch(String);
      throw new Error(`${label}: not shown within ${timeout} ms at ${page.url()}; the page said: ${text}`, {
        cause: err,
      });
    });
  return Date.now() - started;
}

/**
 * Tina, a talent with applications, saved jobs, a talent profile, a notification and a chat
 * with Theo, signed in behind a proxy of her own, on the Applications screen with the chat open.
 */
async function tinaBehindProxy() {
  const tag = randomUUID().slice(0, 6);
  const { tina, theo } = await makeTalentWorld();
  await makeTalentProfile(tina.id, { headline: `Lie-fi headline ${tag}` });
  const note = `Lie-fi news ${tag}`;
  await notify(tina.id, note);
  const title = `Lie-fi room ${tag}`;
  const conversation = await makeConversation([{ user: tina }, { user: theo }], { title });
  await postMessage(serviceClient(), conversation, theo.id, `Hello before the stall ${tag}`);

  const proxy = await startFlapProxy();
  openProxy = proxy;
  // '<-loopback>': Chromium would otherwise reach 127.0.0.1 directly, around the proxy.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    proxy: { server: proxy.server, bypass: '<-loopback>' },
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.info(`[lie-fi] uncaught: ${err.message}`));
  await signIn(page, tina.email, tina.password);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  // A link's name may carry its badge ('Notifications 1').
  const nav = (name: string) =>
    page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${name}\\b`) })
      .first();
  await nav('Applications').click();
  await shows(page, page.getByText('Frontend Engineer'), 'applications before the stall', 30_000);
  await shows(page, page.getByRole('status', { name: 'All changes saved', exact: true }), 'all saved', 30_000);
  const window = await openChatWindow(page, title);
  await shows(page, window.getByText(`Hello before the stall ${tag}`), 'the chat before the stall', 20_000);
  return { tag, note, title, conversation, proxy, context, page, nav, window };
}

/** The pending mark of a message in the chat window. */
function pendingItem(window: Locator, text: string) {
  const shown = window.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
  return shown.getByRole('img', { name: 'Pending' });
}

/** Types a message into the chat window and waits for it to show as pending. */
async function typePending(page: Page, window: Locator, text: string) {
  const box = window.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  return shows(page, pendingItem(window, text), `'${text}' pending`, 2_000);
}

/** How much of the page's time one step of steppedClock passes. */
const STEP_MS = 1_000;

/**
 * The page's clock (playwright's, installed on the context), moved on in steps instead of
 * waited out. supabase-js's refresh retries, its 60 s wait after a failed refresh and its 30 s
 * look, and the sync's retry waits all run on the page's timers and Date. Each step fires the
 * timers due in it, in order, as had the time passed; between steps the page runs in real time,
 * and so does what is not on its clock (the database's worker, the service worker, the server).
 * A quiet step first waits for the page's requests to end, so a jump never cuts short an answer
 * on its way (the app gives up a request the server leaves silent for 5 s of page time).
 */
function steppedClock(context: BrowserContext, page: Page) {
  const open = new Set<Request>();
  context.on('request', (request) => open.add(request));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  const now = () => page.evaluate(() => Date.now());
  const step = async ({ quiet = false } = {}) => {
    for (let waited = 0; quiet && open.size > 0 && waited < 3_000; waited += 50) await page.waitForTimeout(50);
    await context.clock.runFor(STEP_MS);
    await page.waitForTimeout(50);
  };
  return {
    now,
    step,
    /** Steps until the page's clock reads `time`. */
    async passUntil(time: number) {
      while ((await now()) < time) await step();
    },
    /** Steps until `ready` holds (at most a minute of page time); the page's time then. */
    async when(ready: () => boolean, what: string) {
      const limit = (await now()) + 60_000;
      while (!ready()) {
        if ((await now()) >= limit) throw new Error(`${what}: not within a minute of page time`);
        await step();
      }
      return now();
    },
  };
}

/** Once answers come back: nothing pending, all saved, and the message on the server once. */
async function delivered(page: Page, window: Locator, conversation: string, text: string, timeout: number) {
  const pending = window.getByRole('log', { name: 'Messages' }).getByRole('img', { name: 'Pending' });
  const deadline = Date.now() + timeout;
  while ((await pending.count()) > 0 && Date.now() < deadline) await page.waitForTimeout(200);
  expect(await pending.count(), 'no message left pending once answers come back').toBe(0);
  const rows = await sql<{ content: string }>(
    'select content from public.conversation_messages where conversation_id = $1 and content = $2',
    [conversation, text],
  );
  expect(rows, 'the message on the server once').toHaveLength(1);
  await shows(page, page.getByRole('status', { name: 'All changes saved', exact: true }), 'all saved', timeout);
}

/**
 * Makes the stored session (localStorage and its IndexedDB mirror) look as if its access token
 * ran out a minute ago, so supabase-js refreshes it on the next load.
 */
async function ageSession(page: Page) {
  await page.evaluate(async () => {
    const expire = (value: string) => {
      const session = JSON.parse(value) as { expires_at?: number };
      return JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
    };
    for (const key of Object.keys(localStorage)) {
      const value = localStorage.getItem(key) ?? '';
      if (value.includes('refresh_token')) localStorage.setItem(key, expire(value));
    }
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('evee-session');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('items', 'readwrite');
        const cursor = tx.objectStore('items').openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          if (typeof at.value === 'string' && at.value.includes('refresh_token')) at.update(expire(at.value));
          at.continue();
        };
        tx.oncomplete = () => (open.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
  });
}

describe('a connection that accepts requests but never answers', () => {
  it('shows the device data on every screen at once, keeps a message typed meanwhile pending as offline, and delivers it once answers come back', async () => {
    const { tag, note, conversation, proxy, page, nav, window } = tina;
    proxy.stall();
    const timings: Record<string, number> = {};

    // The screen in use goes on, and a message typed now is kept and shown pending.
    const typed = `Typed during the stall ${tag}`;
    timings.typed = await typePending(page, window, typed);
    // The send is given up within the app's 5 s time limit, and the change waits as offline
    // rather than 'Saving' for as long as the link stays silent.
    const waiting = page.getByRole('status', { name: /^Offline — \d+ changes? waiting$/ });
    timings.waitingAsOffline = await shows(page, waiting, 'the indicator saying the change waits, offline', 10_000);

    // Every screen shows the device's copy, navigated to in the app.
    await nav('Saved Jobs').click();
    timings.saved = await shows(page, page.getByText('Data Engineer'), 'saved jobs');
    await nav('Applications').click();
    timings.applications = await shows(page, page.getByText('Platform Engineer'), 'applications');
    await nav('Notifications').click();
    timings.notifications = await shows(page, page.getByRole('main').getByText(note), 'notifications');
    await nav('My Profile').click();
    timings.profile = await shows(page, page.getByLabel('Headline'), 'my profile');
    expect(await page.getByLabel('Headline').inputValue()).toBe(`Lie-fi headline ${tag}`);
    expect(proxy.isStalled()).toBe(true);
    console.info(`[lie-fi] ms to show each screen under the stall: ${JSON.stringify(timings)}`);

    // Answers come back: the message goes out once and the window shows it sent.
    proxy.restore();
    await delivered(page, window, conversation, typed, 20_000);
    console.info(
      `[lie-fi] proxy: ${proxy.stats.requests} requests, ${proxy.stats.held} held by the stall, ` +
        `${proxy.stats.abandoned} given up by the browser before it ended`,
    );
  }, 180_000);

  it('reloads into the device data while the refresh of a run-out session goes unanswered, keeps the person signed in, and sends what they typed once a refresh goes through', async () => {
    const { tag, title, conversation, proxy, context, page } = tina;
    // Goes on from the first test's state, with everything sent and the link answering.
    proxy.restore();
    await shows(page, page.getByRole('status', { name: 'All changes saved', exact: true }), 'all saved', 30_000);
    const clock = steppedClock(context, page);
    const refreshes = { sent: 0, answered: 0 };
    context.on('request', (request) => {
      if (request.url().includes('grant_type=refresh_token')) refreshes.sent++;
    });
    context.on('response', (response) => {
      if (response.url().includes('grant_type=refresh_token') && response.ok()) refreshes.answered++;
    });
    proxy.stall();
    await ageSession(page);
    await context.clock.install();
    await page.goto(appUrl('/workspace/talent/applications'), { waitUntil: 'domcontentloaded' });
    const reload = await shows(page, page.getByText('Frontend Engineer'), 'applications after a reload');
    const window = await openChatWindow(page, title);
    await shows(page, window.getByText(`Hello before the stall ${tag}`), 'the chat after a reload');
    const typed = `Typed after a reload during the stall ${tag}`;
    await typePending(page, window, typed);
    console.info(`[lie-fi] ms to show applications after a reload under the stall: ${reload}`);

    // supabase-js retries the refresh for some 30 s of the page's time from its first attempt,
    // and then says there is no session; storage still holds it, so the person stays signed in
    // and the device's data stays on screen. The attempts are counted to show they ran on the
    // page's clock and had stopped (given up) well before the 35 s were out.
    const firstAttempt = await clock.when(() => refreshes.sent > 0, 'the first refresh attempt');
    await clock.passUntil(firstAttempt + 30_000);
    const attempts = refreshes.sent;
    await clock.passUntil(firstAttempt + 35_000);
    expect(attempts, 'supabase-js retried the refresh on the page clock').toBeGreaterThan(1);
    expect(refreshes.sent, 'no refresh attempt after supabase-js gave up').toBe(attempts);
    expect(new URL(page.url()).pathname).toBe('/workspace/talent/applications');
    await shows(page, page.getByText('Frontend Engineer'), 'applications 35 s after the first refresh attempt');
    await shows(page, pendingItem(window, typed), 'the typed message pending 35 s after the first refresh attempt');
    expect(proxy.isStalled()).toBe(true);

    // Answers come back. supabase-js tries a refresh that failed again only 60 s after it gave
    // up, at its next 30 s tick or next request; until then nothing is sent as the anonymous
    // visitor (RLS would refuse the message for good). Once a refresh goes through the sync
    // engine wakes the sender at once, but the message shows sent only when its server copy
    // comes with a pull, and a pull that failed meanwhile may be waiting out its retry (up to
    // 60 s, not cut short by RxDB). The page's clock is moved on (while no request is on its
    // way) for up to all three, with 30 s to spare, and stops as soon as the message is
    // delivered (tests/integration/sync-token-refresh.test.ts checks the wake-up itself).
    proxy.restore();
    const restoredAt = await clock.now();
    const pending = window.getByRole('log', { name: 'Messages' }).getByRole('img', { name: 'Pending' });
    const saved = page.getByRole('status', { name: 'All changes saved', exact: true });
    const limit = restoredAt + 60_000 + 30_000 + 60_000 + 30_000;
    while ((await pending.count()) > 0 || !(await saved.isVisible())) {
      if ((await clock.now()) >= limit) break;
      await clock.step({ quiet: true });
    }
    expect(refreshes.answered, 'a refresh went through').toBeGreaterThan(0);
    await delivered(page, window, conversation, typed, 5_000);
    console.info(
      `[lie-fi] ${attempts} refresh attempts under the stall; ` +
        `page ms from the answers' return to the message delivered: ${(await clock.now()) - restoredAt}`,
    );
  }, 120_000);
});
