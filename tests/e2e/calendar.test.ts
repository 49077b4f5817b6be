// The calendar in the browser: Daniel (company@) proposes two times for Maya's application from
// her candidate profile; Maya (talent@) picks the second on /calendar and sees the spec's toast;
// the confirmed interview shows on both calendars, and its .ics parses with ical.js with the
// start she picked. The month view moves with the keyboard.
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED, sql } from '../fixtures/backend';
import { appUrl, freshPage, launchBrowser, signIn } from '../fixtures/browser';
import { contrastProblems } from '../fixtures/visual';

const MAYA_ACME_APPLICATION = 'ab000000-0000-4000-8000-000000000001';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const eventTitled = async (title: string) =>
  (
    await sql<{ id: string; status: string; starts_at: Date; proposed_slots: { starts_at: string }[] }>(
      'select id, status, starts_at, proposed_slots from public.calendar_events where title = $1',
      [title],
    )
  )[0];

interface DanielsEvent {
  kind: string;
  title: string;
  /** Hours and minutes of today. */
  at: [number, number];
  minutes: number;
}

/** A confirmed event Daniel (company@) organises today at `at` (hours, minutes) on the page's clock. */
async function daniels(page: Page, { kind, title, at, minutes }: DanielsEvent) {
  const [startsAt, endsAt] = await page.evaluate(
    ([[hours, mins], length]) => {
      const start = new Date();
      start.setHours(hours, mins, 0, 0);
      return [start.toISOString(), new Date(start.getTime() + length * 60_000).toISOString()];
    },
    [at, minutes] as const,
  );
  await sql(
    `insert into public.calendar_events (kind, title, starts_at, ends_at, organizer_id, status)
     values ($1, $2, $3, $4, $5, 'confirmed')`,
    [kind, title, startsAt, endsAt, SEED.users.company],
  );
}

/**
 * Daniel signed in on a wide page, his event of today made, and the calendar open on `view`; the
 * page's browser context closes when `test` ends, as it fails or not.
 */
async function onDanielsCalendar(event: DanielsEvent, view: 'Week' | 'Agenda', test: (page: Page) => Promise<void>) {
  const { context, page } = await freshPage(browser, { viewport: { width: 1400, height: 900 } });
  try {
    await signIn(page, 'company@evee.dev');
    await daniels(page, event);
    await page.goto(appUrl('/calendar'));
    await page.getByRole('button', { name: view, exact: true }).click();
    await test(page);
  } finally {
    await context.close();
  }
}

async function agendaShows(page: Page, title: string, confirmed: boolean) {
  await page.goto(appUrl('/calendar'));
  await page.getByRole('button', { name: 'Agenda' }).click();
  const chip = page.getByRole('button', { name: new RegExp(`^Interview: ${title}, `) });
  await chip.first().waitFor({ timeout: 20_000 });
  if (confirmed) {
    await expect
      .poll(async () => (await chip.first().getAttribute('aria-label')) ?? '', { timeout: 20_000 })
      .not.toMatch(/waiting for a time|pending sync/);
  }
  return chip.first();
}

describe('the calendar in the browser', () => {
  it('schedules an interview with two times, the talent picks one, and both calendars and the .ics agree', async () => {
    const title = `Technical interview ${randomUUID().slice(0, 6)}`;
    const company = await freshPage(browser);
    const talent = await freshPage(browser);
    try {
      await signIn(company.page, 'company@evee.dev');
      await company.page.goto(appUrl(`/workspace/company/candidates/${MAYA_ACME_APPLICATION}/profile`));
      await company.page.getByRole('button', { name: 'Schedule interview' }).click();
      const dialog = company.page.getByRole('dialog');
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByRole('button', { name: 'Add another time' }).click();
      await dialog.getByLabel('Video link').fill('meet.example.com');
      await dialog.getByRole('button', { name: 'Send times' }).click();
      await dialog.getByText('Enter a web address starting with https://').waitFor();
      await dialog.getByLabel('Video link').fill('https://meet.example.com/maya');
      await dialog.getByRole('button', { name: 'Send times' }).click();
      await company.page.getByText('Interview proposed').waitFor();
      await expect.poll(async () => (await eventTitled(title))?.status, { timeout: 20_000 }).toBe('proposed');
      const proposed = (await eventTitled(title))!;
      expect(proposed.proposed_slots).toHaveLength(2);

      await signIn(talent.page, 'talent@evee.dev');
      await talent.page.goto(appUrl('/calendar'));
      await talent.page.getByRole('button', { name: `Pick a time for ${title}` }).click({ timeout: 20_000 });
      const pick = talent.page.getByRole('dialog');
      await pick.locator('[data-scope="radio-group"][data-part="item"]').nth(1).click();
      await pick.getByRole('button', { name: 'Confirm this time' }).click();
      await talent.page.getByText(`Interview scheduled for ${title}`).waitFor();
      await talent.page
        .getByText(/^Scheduled for /)
        .first()
        .waitFor();
      const picked = proposed.proposed_slots[1]!.starts_at;
      await expect
        .poll(async () => (await eventTitled(title))?.starts_at.toISOString(), { timeout: 20_000 })
        .toBe(new Date(picked).toISOString());
      expect((await eventTitled(title))!.status).toBe('confirmed');

      const mine = await agendaShows(talent.page, title, true);
      await agendaShows(company.page, title, true);

      // The month takes the keyboard: arrows move the focused day, PageDown the month, Home back to today.
      await talent.page.getByRole('button', { name: 'Month', exact: true }).click();
      const focusedDay = () => talent.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day);
      const today = talent.page.locator('[role="gridcell"][aria-current="date"]');
      const todayDay = (await today.getAttribute('data-day'))!;
      await today.focus();
      await talent.page.keyboard.press('ArrowRight');
      const tomorrow = new Date(Date.parse(`${todayDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(await focusedDay()).toBe(tomorrow);
      const month = talent.page.locator('h2[aria-live="polite"]');
      const before = await month.textContent();
      await talent.page.keyboard.press('PageDown');
      await expect.poll(() => month.textContent()).not.toBe(before);
      await talent.page.keyboard.press('Home');
      expect(await focusedDay()).toBe(todayDay);
      await talent.page.getByRole('button', { name: 'Agenda' }).click();

      await mine.click();
      const [download] = await Promise.all([
        talent.page.waitForEvent('download'),
        talent.page.getByRole('dialog').getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      const text = await readFile((await download.path())!, 'utf8');
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
      const parsed = new ICAL.Event(vevent);
      expect(parsed.summary).toBe(title);
      expect(parsed.startDate.toJSDate().toISOString()).toBe(new Date(picked).toISOString());
      expect(parsed.uid).toBe(`${proposed.id}@evee.dev`);
    } finally {
      await company.context.close();
      await talent.context.close();
    }
  });

  it('shows the week on an hour grid with each event at its time, and names the time zone once', async () => {
    const title = `Hiring sync ${randomUUID().slice(0, 6)}`;
    await onDanielsCalendar({ kind: 'meeting', title, at: [10, 30], minutes: 60 }, 'Week', async (page) => {
      const grid = page.getByTestId('week-grid');
      const chip = grid.getByRole('button', { name: new RegExp(`^Meeting: ${title}, `) });
      await chip.waitFor({ timeout: 20_000 });
      expect(await grid.getByTestId('hour-grid').count()).toBe(7);
      const firstHour = Number(await grid.getAttribute('data-first-hour'));
      const column = grid.locator('[aria-current="date"]').getByTestId('hour-grid');
      const [box, cell] = [(await chip.boundingBox())!, (await column.boundingBox())!];
      // An hour is 48 px: the meeting starts 10.5 hours into the day and lasts one.
      expect(box.y - cell.y).toBeCloseTo((10.5 - firstHour) * 48, -0.5);
      expect(box.height).toBeCloseTo(48, -0.5);
      expect(await page.getByText(/in your time zone/i).count()).toBe(0);
      expect(await page.getByText(/^Times in /).count()).toBe(1);
    });
  });

  it('cancels an event from its detail: its chip stays, grey and struck through, readable in light and dark', async () => {
    const title = `Vendor call ${randomUUID().slice(0, 6)}`;
    try {
      await onDanielsCalendar({ kind: 'call', title, at: [14, 0], minutes: 30 }, 'Agenda', async (page) => {
        const chip = page.getByRole('button', { name: new RegExp(`^Call: ${title}, `) }).first();
        await chip.waitFor({ timeout: 20_000 });
        await chip.click();
        await page.getByRole('button', { name: 'Cancel event' }).click();
        await page.getByRole('button', { name: 'Yes, cancel it' }).click();
        await page.getByText('Event cancelled').first().waitFor();
        await page.keyboard.press('Escape');
        await expect.poll(async () => (await chip.getAttribute('aria-label')) ?? '').toMatch(/, cancelled$/);
        await expect.poll(async () => (await eventTitled(title))?.status, { timeout: 20_000 }).toBe('cancelled');
        const struck = chip.getByText(title);
        expect(await struck.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');

        await chip.evaluate((el) => el.setAttribute('data-cancelled-chip', ''));
        const problems: string[] = [];
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.waitForFunction(
            (s) =>
              document.documentElement.classList.contains(s) &&
              !document.documentElement.hasAttribute('data-theme-transition') &&
              !document.getAnimations().some((a) => a.playState === 'running'),
            scheme,
          );
          problems.push(...(await contrastProblems(page, '[data-cancelled-chip]')).map((p) => `${scheme}: ${p}`));
        }
        expect(problems).toEqual([]);
      });
    } finally {
      await sql('delete from public.calendar_events where title = $1', [title]);
    }
  });
});
