import { describe, expect, it } from 'vitest';
import { errorsWith, outputsWith } from './_algebra-run.ts';

const SLUG = 'square-root-nth-root';

describe('the root calculator', () => {
  it('gives perfect powers exactly, where x ** (1/n) alone would not', async () => {
    const outputs = await outputsWith(SLUG, { radicand: 64, index: 3 });
    expect(64 ** (1 / 3)).not.toBe(4);
    expect(outputs['root']).toBe('4');
    expect(outputs['perfect']).toBe('Yes: 64 = 4³');
  });

  it('handles zero, one and numbers that are not whole', async () => {
    expect((await outputsWith(SLUG, { radicand: 0, index: 2 }))['simplified']).toBe('0');
    expect((await outputsWith(SLUG, { radicand: 1, index: 5 }))['root']).toBe('1');
    const half = await outputsWith(SLUG, { radicand: 0.25, index: 2 });
    expect(half['root']).toBe('0.5');
    expect(half['perfect']).toBe('Not a whole number');
  });

  it('takes the odd root of a negative number and refuses an even one', async () => {
    expect((await outputsWith(SLUG, { radicand: -8, index: 3 }))['root']).toBe('-2');
    const errors = await errorsWith(SLUG, { radicand: -4, index: 2 });
    expect(errors['radicand']).toContain('not a real number');
  });
});
