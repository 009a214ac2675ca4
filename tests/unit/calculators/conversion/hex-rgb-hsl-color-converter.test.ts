import { describe, expect, it } from 'vitest';
import converter from '../../../../src/calculators/conversion/hex-rgb-hsl-color-converter.ts';

const run = (color: string) => converter.compute({ color });

describe('colour contrast verdicts', () => {
  it('show the ratio cut to two decimals, so a grey just under 4.5:1 reads 4.47 and fails normal text', () => {
    // #777777: L = 0.1845, (1.05) / (0.2345) = 4.478…; WebAIM rounds it to 4.48 and fails it too.
    const grey = run('#777777');
    expect(grey.contrastWhite).toBe(4.47);
    expect(grey.onWhite).toBe('Passes AA for large text only (normal text needs 4.5:1)');
  });

  it('judge a see-through colour as it looks painted over each background', () => {
    const clear = run('#00000000');
    expect(clear.contrastWhite).toBe(1);
    expect(clear.onWhite).toBe('Fails AA, even for large text (needs 3:1)');
    expect(clear.contrastBlack).toBe(1);
  });

  it('keep alpha in every notation', () => {
    const half = run('rgba(255, 0, 0, 0.5)');
    expect(half.hex).toBe('#FF000080');
    expect(half.rgb).toBe('rgba(255, 0, 0, 0.5)');
    expect(half.hsl).toBe('hsla(0, 100%, 50%, 0.5)');
  });

  it('refuse an unreadable colour at its field', () => {
    expect(converter.validate?.({ color: '#GGG' })).toEqual([
      { field: 'color', message: expect.stringContaining('not a colour code') as string },
    ]);
  });
});
