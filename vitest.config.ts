import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The property tests run 1,000 cases per calculator; leave room on a busy two-core machine.
    testTimeout: 60_000,
  },
});
