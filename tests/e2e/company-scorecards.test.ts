import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEED, sql } from '../fixtures/backend';
import { appUrl, DEMO_PASSWORD, freshPage, launchBrowser, signIn } from '../fixtures/browser';
import { makePdf } from '../fixtures/pdf';
import { signIn as signInClient } from '../fixtures/stack';

// Maya's application to Acme's Senior Frontend Engineer, and her screening call last week,
// which Daniel (company@) organised and Sam scored (supabase/seeds/50_calendar.sql, 80_scorecards.sql).
const MAYA_APPLICATION = 'ab000000-0000-4000-8000-000000000001';
const SCREENING = 'ae000000-0000-4000-8000-000000000001';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await freshPage(browser, { viewport: { width: 1400, height: 900 } }));
  await signIn(page, 'company@evee.dev');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('interview scorecards', () => {
  it("shows the match score with its reasons, takes the interviewer's scorecard, and the bars follow the scorecards", async () => {
    await page.goto(appUrl(`/workspace/company/candidates/${MAYA_APPLICATION}/profile`));
    const match = page.getByRole('region', { name: 'Match score' });
    await match.getByText(/\d+% match/).waitFor({ timeout: 20_000 });
    expect(await match.getByRole('list', { name: 'Why this score' }).getByRole('listitem').count()).toBeGreaterThan(0);

    const bars = page.getByRole('region', { name: 'Communication and professional skills' });
    await bars.getByText("Interviewers' average, from 1 scorecard").waitFor();
    expect(
      await bars.getByRole('progressbar', { name: 'Communication', exact: true }).getAttribute('aria-valuetext'),
    ).toBe('4 of 4');

    await page.getByRole('button', { name: 'Add scorecard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add scorecard' });
    await dialog.getByRole('button', { name: 'Save scorecard' }).click();
    await dialog.getByRole('alert').getByText('Rate communication').waitFor();
    for (const [question, answer] of [
      ['Communication', '2 Fair'],
      ['Professional skills', '4 Excellent'],
      ['React', '4 Excellent'],
      ['TypeScript', '3 Good'],
      ['CSS', '3 Good'],
      ['Accessibility', '3 Good'],
      ['Recommendation', 'Yes'],
    ] as const) {
      await dialog.getByRole('radiogroup', { name: question, exact: true }).getByText(answer, { exact: true }).click();
    }
    await dialog.getByLabel('Notes').fill('Clear on trade-offs; keen on accessibility work.');
    await dialog.getByRole('button', { name: 'Save scorecard' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await bars.getByText("Interviewers' average, from 2 scorecards").waitFor();
    expect(
      await bars.getByRole('progressbar', { name: 'Communication', exact: true }).getAttribute('aria-valuetext'),
    ).toBe('3 of 4');
    expect(
      await bars.getByRole('progressbar', { name: 'Professional skills', exact: true }).getAttribute('aria-valuetext'),
    ).toBe('3.5 of 4');
    expect(await page.getByRole('button', { name: 'Add scorecard' }).count()).toBe(0);
    await expect
      .poll(
        async () =>
          (
            await sql<{ recommendation: string }>(
              'select recommendation from public.interview_scorecards where event_id = $1 and author_id = $2',
              [SCREENING, SEED.users.company],
            )
          )[0]?.recommendation,
        { timeout: 10_000 },
      )
      .toBe('yes');
  });
});

describe("the application's résumé", () => {
  it("shows company@ the résumé talent@ uploaded, on Maya's application: its first page drawn, with Download", async () => {
    // Maya uploads her résumé through Storage's API, signed in as herself (the policies decide).
    const maya = await signInClient('talent@evee.dev', DEMO_PASSWORD);
    const pdf = makePdf([
      { lines: ['Maya Chen', 'Senior Frontend Engineer', 'React, TypeScript'] },
      { lines: ['Two'] },
    ]);
    const path = `${SEED.users.talent}/${randomUUID()}-maya-chen-resume.pdf`;
    const upload = await maya.storage.from('resumes').upload(path, pdf, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    // A résumé reaches an application as it is made; hers was made before, so the file is set
    // on it as applying would have, and its review is waiting.
    const file = {
      bucket: 'resumes',
      path,
      name: 'Maya Chen résumé.pdf',
      size: pdf.byteLength,
      type: 'application/pdf',
    };
    await sql(
      `update public.job_applications set resume_file = $2::jsonb, progress_resume = 'submitted' where id = $1`,
      [MAYA_APPLICATION, JSON.stringify({ ...file, uploadedAt: new Date().toISOString() })],
    );

    await page.goto(appUrl(`/workspace/company/candidates/${MAYA_APPLICATION}/profile`));
    const panel = page.getByRole('region', { name: 'Résumé', exact: true });
    await panel.getByText('Maya Chen résumé.pdf').waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Open résumé' }).click();
    const first = panel.getByRole('img', { name: 'Page 1 of 2' });
    await panel.locator('canvas[data-drawn]').first().waitFor({ timeout: 20_000 });
    await panel.getByText('2 pages').waitFor();
    // Drawn, not blank: the page's text and band are dark pixels on white.
    const inked = await first.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(100);
    // The open viewer passes axe: named pages, zoom buttons and the scrolled region.
    await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
    const violations = await panel.evaluate(async (element) => {
      const axe = (window as unknown as { axe: { run: (e: Element) => Promise<{ violations: { id: string }[] }> } })
        .axe;
      return (await axe.run(element)).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Maya Chen résumé.pdf');
    expect(new Uint8Array(fs.readFileSync(await download.path()))).toEqual(pdf);
    await expect
      .poll(
        async () =>
          (
            await sql<{ p: string }>('select progress_resume as p from public.job_applications where id = $1', [
              MAYA_APPLICATION,
            ])
          )[0]?.p,
        { timeout: 10_000 },
      )
      .toBe('reviewed');
  });
});
