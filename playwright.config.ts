import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser tests at the same time.
const PORT = Number(process.env['E2E_PORT'] ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    // An English-speaking visitor from a metric country whose currency the money menus do not
    // offer, so calculators open with their build-time defaults (metric, US dollars). Tests of
    // the defaults a visitor's locale brings set their own.
    locale: 'en-SG',
    launchOptions: {
      // The system Chromium from Debian; browsers are never downloaded.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The object-storage-like server over the built site (run `npm run build` first).
    command: `node scripts/static-server.mjs dist`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
