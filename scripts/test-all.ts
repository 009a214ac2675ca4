// `npm test`: every phase a change must pass, in order, stopping at the first failure, then how
// long each phase took, so a slow phase is seen before it pushes CI past its time limit.
import { spawnSync } from 'node:child_process';

const PHASES = ['lint', 'check', 'test:arch', 'test:unit', 'build', 'test:site', 'test:e2e'] as const;

const timings: { phase: string; seconds: number; ok: boolean }[] = [];
for (const phase of PHASES) {
  const started = performance.now();
  // The build includes the test-only pages (/test/), which the browser tests visit.
  const { status } = spawnSync('npm', ['run', phase], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_TEST_PAGES: '1' },
  });
  timings.push({ phase, seconds: (performance.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) break;
}

const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\nphase times:');
for (const { phase, seconds, ok } of timings) {
  console.log(`  ${phase.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`);
process.exitCode = timings.every(({ ok }) => ok) && timings.length === PHASES.length ? 0 : 1;
