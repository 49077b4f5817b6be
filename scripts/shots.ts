/**
 * `npm run shots`: screenshots of every route for every demo account, in light and dark, on a
 * desktop and a 390-pixel phone, into .shots/ (git ignores it), with an index.html to look at
 * them all at once. Runs its own throw-away stack and build, so it never touches `npm start`'s.
 * Words after `--` keep only the routes containing one of them (`npm run shots -- talent/jobs`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { serveApp } from './serve-app';
import { signIn } from './sign-in';
import { shotSets, viewports } from './shot-routes';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, '.shots');

const slug = (route: string) =>
  route
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'landing';

/** Waits for the screen's heading, then for skeletons to go, so the picture shows content. */
async function settle(page: Page) {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 8_000 })
    .catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.chakra-skeleton, [aria-busy="true"]'), undefined, {
      timeout: 5_000,
    })
    .catch(() => {});
  await page.waitForTimeout(250);
}

const only = process.argv.slice(2);
const wanted = (route: string) => only.length === 0 || only.some((word) => route.includes(word));

const app = await serveApp((line) => console.log(line));
const browser = await launchChromium();
const written: string[] = [];
try {
  fs.rmSync(OUT, { recursive: true, force: true });
  for (const set of shotSets) {
    const routes = set.routes.filter(wanted);
    if (routes.length === 0) continue;
    const who = set.account?.split('@')[0] ?? 'signed-out';
    const context = await browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error(`[${who}] ${err.message}`));
    if (set.account) await signIn(page, app.url, set.account);
    fs.mkdirSync(path.join(OUT, who), { recursive: true });
    for (const route of routes) {
      await page.goto(`${app.url}${route}`);
      for (const [device, size] of Object.entries(viewports)) {
        await page.setViewportSize(size);
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await settle(page);
          const file = path.join(who, `${slug(route)}--${device}-${scheme}.png`);
          await page.screenshot({ path: path.join(OUT, file), fullPage: device === 'mobile' });
          written.push(file);
        }
      }
    }
    await context.close();
  }
  const items = written.map(
    (f) => `<figure><a href="${f}"><img src="${f}" loading="lazy"></a><figcaption>${f}</figcaption></figure>`,
  );
  fs.writeFileSync(
    path.join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Evee screenshots</title><style>body{font:13px system-ui;display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:16px;margin:16px}img{width:100%;border:1px solid #ccc}</style>${items.join('\n')}`,
  );
  console.log(`${written.length} screenshots in ${path.relative(process.cwd(), OUT)}/ (open index.html)`);
} finally {
  await browser.close();
  await app.close();
}
process.exit(0);
