import { defineConfig } from 'vitest/config';
import { datedTables } from './src/build/dated-tables.mjs';

export default defineConfig({
  plugins: [datedTables()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The property tests run 1,000 cases per calculator; leave room on a busy two-core machine.
    testTimeout: 60_000,
  },
});
