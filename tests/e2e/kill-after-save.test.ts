import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { sql } from '../fixtures/backend';
import { appUrl, signInThroughForm } from '../fixtures/browser';
import { openChatWindow } from '../fixtures/chat';
import { launchKillable, type KillableBrowser } from '../fixtures/killable-browser';

// Maya (talent@) writes to Daniel Reyes in their seeded conversation.
const CONTACT = 'Daniel Reyes';
// How long after the message shows the browser is killed: the 0 to 50 ms, both ends;
// the last round has its requests cut, so the message is surely unsent when the kill comes.
const ROUNDS = [
  { delay: 0, cut: false },
  { delay: 25, cut: false },
  { delay: 50, cut: false },
  { delay: 10, cut: true },
];

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-kill-'));
let running: KillableBrowser | undefined;

afterAll(async () => {
  await running?.kill();
  fs.rmSync(profileDir, { recursive: true, force: true });
});

/** Maya signed in some time ago: Chromium writes localStorage (her session) out lazily, so
 * this first run ends with a normal quit, as on any day before the crash. */
async function signInOnce(): Promise<void> {
  const first = await launchKillable(profileDir);
  await signInThroughForm(first.page, 'talent@evee.dev');
  await openChatWindow(first.page, CONTACT);
  await first.quit();
}

async function openApp(): Promise<KillableBrowser> {
  running = await launchKillable(profileDir);
  await running.page.goto(appUrl('/workspace/talent/jobs'));
  await running.page.getByRole('button', { name: 'User menu' }).waitFor({ timeout: 30_000 });
  return running;
}

const serverCopies = async (text: string) =>
  (await sql('select id from public.conversation_messages where content = $1', [text])).length;

/**
 * Waits for a message the last kill interrupted; if it never shows, says whether the server has
 * it (the restart did not bring it back from there) or not (the device lost its own copy).
 */
async function shownAfterRestart(log: Locator, text: string, copiesAtKill: number): Promise<void> {
  try {
    await log.getByText(text, { exact: true }).waitFor({ timeout: 20_000 });
  } catch (err) {
    const now = await serverCopies(text);
    throw new Error(
      `"${text}" did not show after the restart: the server had ${copiesAtKill} copies at the kill and has ${now} now ` +
        `(${now ? 'the restart did not bring it from the server' : 'none there, so the device did not keep or show its own'})`,
      { cause: err },
    );
  }
}

describe('a message the browser was killed right after showing', () => {
  it('is still there after a restart and is delivered exactly once', { timeout: 180_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const texts = ROUNDS.map((r, i) => `kill ${tag} #${i + 1} after ${r.delay} ms${r.cut ? ', offline' : ''}`);
    let sentBeforeKill = 0;
    const copiesAtKill: number[] = [];

    await signInOnce();
    for (const [round, { delay, cut }] of ROUNDS.entries()) {
      const { page, kill } = await openApp();
      const log = (await openChatWindow(page, CONTACT)).getByRole('log', { name: 'Messages' });
      // Each restart first shows the message the previous round's kill interrupted.
      if (round > 0) await shownAfterRestart(log, texts[round - 1]!, copiesAtKill[round - 1]!);
      if (cut) await page.context().route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
      const box = page.getByRole('dialog', { name: CONTACT, exact: true }).getByRole('textbox', { name: 'Message' });
      await box.fill(texts[round]!);
      await box.press('Enter');
      await log.getByText(texts[round]!, { exact: true }).waitFor();
      await new Promise((r) => setTimeout(r, delay));
      await kill();
      running = undefined;
      copiesAtKill.push(await serverCopies(texts[round]!));
      sentBeforeKill += copiesAtKill.at(-1)!;
    }
    expect(await serverCopies(texts.at(-1)!)).toBe(0);

    const { page } = await openApp();
    const log = (await openChatWindow(page, CONTACT)).getByRole('log', { name: 'Messages' });
    for (const text of texts) await log.getByText(text, { exact: true }).waitFor({ timeout: 20_000 });
    for (const text of texts) await expect.poll(() => serverCopies(text), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => log.getByRole('img', { name: 'Pending' }).count(), { timeout: 20_000 }).toBe(0);
    const rows = await sql<{ content: string }>(
      'select content from public.conversation_messages where content like $1 order by created_at, id',
      [`kill ${tag}%`],
    );
    console.log(
      `[kill-after-save] ${texts.length} kills, ${sentBeforeKill} of the messages sent before theirs; ` +
        `after the restarts ${rows.length} on the server, each once: ${rows.length === texts.length}`,
    );
    expect(rows.map((r) => r.content)).toEqual(texts);
  });
});
