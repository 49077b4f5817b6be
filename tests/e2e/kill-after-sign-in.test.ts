import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appUrl, signInThroughForm } from '../fixtures/browser';
import { launchKillable, type KillableBrowser } from '../fixtures/killable-browser';

// Chromium writes localStorage to disk seconds after a change, so a crash right after signing
// in used to bring the person back signed out. The session's IndexedDB copy is on disk before
// the workspace shows (src/lib/durable-session.ts).
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evee-kill-sign-in-'));
let running: KillableBrowser | undefined;

afterAll(async () => {
  await running?.kill();
  fs.rmSync(profileDir, { recursive: true, force: true });
});

describe('a browser killed right after signing in', () => {
  it('comes back signed in, on the page asked for', { timeout: 120_000 }, async () => {
    running = await launchKillable(profileDir);
    await signInThroughForm(running.page, 'talent@evee.dev');
    await running.kill();

    running = await launchKillable(profileDir);
    const { page } = running;
    await page.goto(appUrl('/workspace/talent/jobs'));
    await page.getByRole('button', { name: 'User menu' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/workspace/talent/jobs');
    await running.quit();
    running = undefined;
  });
});
