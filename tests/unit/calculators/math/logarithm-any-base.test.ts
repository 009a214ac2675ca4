import { describe, expect, it } from 'vitest';
import { errorsWith, outputsWith } from './_algebra-run.ts';

const SLUG = 'logarithm-any-base';

describe('the logarithm calculator', () => {
  it('gives whole powers of the base exactly', async () => {
    // Math.log(1000) / Math.log(10) is 2.9999999999999996 in floating point.
    expect(Math.log(1000) / Math.log(10)).not.toBe(3);
    expect((await outputsWith(SLUG, { x: 1000, base: '10' }))['log']).toBe('log_10(1,000) = 3');
    expect((await outputsWith(SLUG, { x: 1, base: '7' }))['log']).toBe('log_7(1) = 0');
    expect((await outputsWith(SLUG, { x: 2, base: '0.5' }))['log']).toBe('log_0.5(2) = -1');
  });

  it('refuses x ≤ 0 and every impossible base', async () => {
    expect((await errorsWith(SLUG, { x: 0 }))['x']).toBe('The logarithm is defined only for numbers greater than 0.');
    expect((await errorsWith(SLUG, { base: '1' }))['base']).toContain('cannot be 1');
    expect((await errorsWith(SLUG, { base: '-2' }))['base']).toBe('The base must be greater than 0.');
    expect((await errorsWith(SLUG, { base: 'ten' }))['base']).toContain('is not a base');
  });
});
