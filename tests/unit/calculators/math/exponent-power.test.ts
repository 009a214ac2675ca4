import { describe, expect, it } from 'vitest';
import { errorsWith, outputsWith } from './_algebra-run.ts';

const SLUG = 'exponent-power';

describe('the exponent calculator', () => {
  it('gives every digit of 2^1000 and its scientific form', async () => {
    const outputs = await outputsWith(SLUG, { base: 2, exponent: '1000' });
    // Project Euler problem 16: the digits of 2^1000 add up to 1366.
    const digits = String(outputs['exact'])
      .replace(/ \(.*$/, '')
      .replace(/,/g, '');
    expect(digits).toHaveLength(302);
    expect(Array.from(digits, Number).reduce((sum, digit) => sum + digit, 0)).toBe(1366);
    expect(outputs['result']).toBe('1.071508607 × 10^301');
  });

  it('works out powers far beyond double range through logarithms', async () => {
    expect((await outputsWith(SLUG, { base: 1.5, exponent: '1000' }))['result']).toBe('1.233840597 × 10^176');
    expect((await outputsWith(SLUG, { base: 0.5, exponent: '2000' }))['result']).toBe('8.709809816 × 10^-603');
    expect((await outputsWith(SLUG, { base: 7, exponent: '1000000' }))['result']).toMatch(/ × 10\^845098$/);
  });

  it('takes 0⁰ as 1 and explains why', async () => {
    const outputs = await outputsWith(SLUG, { base: 0, exponent: '0' });
    expect(outputs['result']).toBe('1');
    expect(outputs['steps']).toContain('convention');
  });

  it('refuses 0 to a negative power', async () => {
    expect(await errorsWith(SLUG, { base: 0, exponent: '-2' })).toEqual({
      exponent: '0 to a negative power would be 1 ÷ 0, which has no value. Use an exponent of 0 or more.',
    });
  });

  it('refuses an even root of a negative base as complex, but takes an odd one', async () => {
    const errors = await errorsWith(SLUG, { base: -4, exponent: '1/2' });
    expect(errors['exponent']).toContain('complex number');
    expect((await outputsWith(SLUG, { base: -8, exponent: '2/3' }))['result']).toBe('4');
    expect((await outputsWith(SLUG, { base: -2, exponent: '-3' }))['exact']).toBe('-1/8');
  });
});
