import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

/**
 * The live countdown and stopwatch, under Playwright's fake clock. `fastForward` jumps the clock
 * the way a hidden or sleeping tab experiences time (due timers fire at most once, no frames in
 * between), so a display that counted ticks instead of reading timestamps would fall behind.
 */
const COUNTDOWN = '/time/time-zones-clocks/countdown-timer/';
const STOPWATCH = '/time/time-zones-clocks/stopwatch-split-times/';
const START = new Date('2030-01-01T00:00:00Z');

test.use({ timezoneId: 'UTC' });

/** Opens a page on the fake clock and freezes time once the calculator and its live view are ready. */
async function openFrozen(page: Page, url: string) {
  await page.clock.install({ time: START });
  await page.goto(url);
  await expect(page.locator('.calc[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  await expect(page.locator('[data-live]')).toBeVisible();
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

/** Tells the page it is hidden or visible again, as switching browser tabs does. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('countdown-timer', () => {
  test('a timer keeps the right time left while the tab is hidden, and says so in the title', async ({ page }) => {
    await openFrozen(page, `${COUNTDOWN}?mode=timer&length=10&v=1`);
    const face = page.getByRole('timer', { name: 'Time left' });
    await expect(face).toHaveText('10:00');
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    await setHidden(page, true);
    await page.clock.fastForward('05:00');
    await expect(page).toHaveTitle(/^5:00 · /);
    await setHidden(page, false);
    await expect(face).toHaveText('5:00');

    await page.clock.runFor('02:30');
    await expect(face).toHaveText('2:30');
    await setHidden(page, true);
    await page.clock.fastForward('04:00');
    await setHidden(page, false);
    await expect(face).toHaveText('0:00');
    await expect(page.getByRole('alert')).toHaveText('Time’s up!');
    await expect(page).toHaveTitle(/^Time’s up · /);
  });

  test('a countdown to a date is right after minutes in a hidden tab', async ({ page }) => {
    await openFrozen(page, `${COUNTDOWN}?targetDate=2030-01-02&targetTime=00:00&zone=UTC&v=1`);
    const face = page.getByRole('timer', { name: 'Time left' });
    // Frozen at 00:01:00 UTC: 23 h 59 min to the next midnight.
    await expect(face).toHaveAttribute('data-remaining', String(24 * 3600 - 60));
    await expect(face).toHaveText('0days23hours59minutes00seconds');

    await setHidden(page, true);
    await page.clock.fastForward('10:00');
    await expect(page).toHaveTitle(/^23:49:00 · /);
    await setHidden(page, false);
    await expect(face).toHaveAttribute('data-remaining', String(24 * 3600 - 11 * 60));
    await expect(face).toHaveText('0days23hours49minutes00seconds');

    await page.clock.fastForward('23:49:00');
    await expect(face).toHaveText('0days00hours00minutes00seconds');
    await expect(page.getByRole('alert')).toHaveText('Time’s up!');
  });

  test('a target already past on arrival says so, without an alarm', async ({ page }) => {
    await openFrozen(page, `${COUNTDOWN}?targetDate=2029-12-31&targetTime=12:00&zone=UTC&v=1`);
    await expect(page.locator('[data-live]')).toContainText('That moment has passed: Monday, December 31, 2029');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Countdown Timer/);
  });

  test('Space starts, pauses and resumes the timer and R resets it, each announced', async ({ page }) => {
    await openFrozen(page, `${COUNTDOWN}?mode=timer&length=2&v=1`);
    const face = page.getByRole('timer', { name: 'Time left' });
    const live = page.locator('[data-live] [role="status"]');
    await page.keyboard.press('Space');
    await expect(live).toHaveText('Started.');
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-keyshortcuts', 'Space');
    await page.clock.runFor(15_000);
    await page.keyboard.press('Space');
    await expect(live).toHaveText('Paused with 1:45 left.');
    await page.clock.fastForward('10:00');
    await expect(face).toHaveText('1:45');
    await page.keyboard.press('Space');
    await expect(live).toHaveText('Resumed.');
    await page.keyboard.press('r');
    await expect(live).toHaveText('Reset.');
    await expect(face).toHaveText('2:00');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  });
});

test.describe('stopwatch-split-times', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('laps and splits come from the clock, with the fastest and slowest marked and CSV to copy', async ({ page }) => {
    await openFrozen(page, STOPWATCH);
    const face = page.getByRole('timer', { name: 'Elapsed time' });
    await expect(face).toHaveText('0:00.00');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // Roger Bannister's laps of 1954, with the tab hidden through each of them.
    for (const lap of [57_500, 60_700, 62_300, 58_900]) {
      await setHidden(page, true);
      await page.clock.fastForward(lap);
      await setHidden(page, false);
      await page.getByRole('button', { name: 'Lap', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(face).toHaveText('3:59.40');

    const rows = page.locator('[data-live] table tbody tr');
    await expect(rows).toHaveText(
      [
        ['4', '0:58.90', '3:59.40', ''],
        ['3', '1:02.30', '3:00.50', 'Slowest'],
        ['2', '1:00.70', '1:58.20', ''],
        ['1', '0:57.50', '0:57.50', 'Fastest'],
      ].map((cells) => cells.join('')),
    );

    await page.getByRole('button', { name: 'Copy laps as CSV' }).click();
    await expect(page.getByText('Laps copied as CSV.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Lap,Lap time,Split,Lap time (s),Split (s),Note\r\n' +
        '1,0:57.50,0:57.50,57.50,57.50,Fastest\r\n' +
        '2,1:00.70,1:58.20,60.70,118.20,\r\n' +
        '3,1:02.30,3:00.50,62.30,180.50,Slowest\r\n' +
        '4,0:58.90,3:59.40,58.90,239.40,\r\n',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download laps as CSV' }).click();
    expect((await download).suggestedFilename()).toBe('stopwatch-laps.csv');

    await page.getByRole('button', { name: 'Analyse in the calculator below' }).click();
    await expect(page.locator('#calc-times')).toHaveValue('57.50, 118.20, 180.50, 239.40');
    await expect(page.locator('.calc-results')).toContainText('3 min 59.4 s');

    // The lap table and its buttons only exist now, so the page-wide axe check has not seen them.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Space starts and stops, L records a lap and R resets, each announced; typing in a field is left alone', async ({
    page,
  }) => {
    await openFrozen(page, STOPWATCH);
    const face = page.getByRole('timer', { name: 'Elapsed time' });
    const live = page.locator('[data-live] [role="status"]').last();
    await page.keyboard.press('Space');
    await expect(live).toHaveText('Started.');
    await page.clock.runFor(1_250);
    await page.keyboard.press('l');
    await expect(live).toHaveText('Lap 1: 0:01.25, split 0:01.25.');

    await page.locator('#calc-times').focus();
    await page.keyboard.press('l');
    await page.keyboard.press('Space');
    await expect(page.locator('[data-live] tbody tr')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();

    await page.locator('#calc-times').blur();
    await page.clock.runFor(750);
    await page.keyboard.press('Space');
    await expect(live).toHaveText('Stopped at 0:02.00.');
    await expect(face).toHaveText('0:02.00');
    await page.keyboard.press('r');
    await expect(live).toHaveText('Reset.');
    await expect(face).toHaveText('0:00.00');
    await expect(page.locator('[data-live] table')).toHaveCount(0);
  });
});
