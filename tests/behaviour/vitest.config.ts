import { defineConfig } from 'vitest/config';
import { datedTables } from '../../src/build/dated-tables.mjs';

export default defineConfig({
  plugins: [datedTables()],
  test: {
    include: ['tests/behaviour/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    fileParallelism: false,
  },
});
