import { expect, test } from '@playwright/test';

const theme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.dataset['theme']);

test('the default follows the system colour scheme, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await theme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => theme(page)).toBe('dark');
});

test('the toggle works on the very first click and loads no script of its own, before or after', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /client\.|ThemeToggle/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(() => theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(() => theme(page)).toBe('light');
  expect(scripts.filter((url) => /client\.|react\.|ThemeToggle/.test(url))).toEqual([]);
});

test('the choice persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about/');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(() => theme(page)).toBe('dark');
  await page.reload();
  expect(await theme(page)).toBe('dark');
  // A fixed choice wins over the system setting.
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await theme(page)).toBe('dark');
});

test('a change in one tab reaches another tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({ colorScheme: 'light' });
  await second.emulateMedia({ colorScheme: 'light' });
  await first.goto('/');
  await second.goto('/about/');
  expect(await theme(second)).toBe('light');
  await first.getByRole('button', { name: 'Toggle theme' }).click();
  await expect.poll(() => theme(second)).toBe('dark');
});

test('the stored theme is on the document before the first paint (no flash)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    const record = () => {
      (window as unknown as { firstFrameTheme?: string }).firstFrameTheme ??=
        document.documentElement.dataset['theme'] ?? 'none';
    };
    // Animation-frame callbacks run before the frame they belong to is painted.
    requestAnimationFrame(record);
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-paint')) record();
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/about/');
  expect(await page.evaluate(() => (window as unknown as { firstFrameTheme?: string }).firstFrameTheme)).toBe('dark');
  // The theme script is the first script in <head>, inline and blocking.
  const first = await page.evaluate(() => {
    const script = document.head.querySelector('script');
    return script ? { inline: !script.src, type: script.type, text: script.textContent.slice(0, 40) } : null;
  });
  expect(first?.inline).toBe(true);
  expect(first?.type).toBe('');
  expect(first?.text).toContain('themeBootstrap');
});

test('the older storage key skn-theme is honoured when theme is absent', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('skn-theme', 'dark');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  expect(await theme(page)).toBe('dark');
});
