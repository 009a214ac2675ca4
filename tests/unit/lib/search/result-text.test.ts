import { describe, expect, it } from 'vitest';
import { resultCountText } from '../../../../src/lib/search/result-text.ts';

describe('resultCountText', () => {
  it('says how many results there are, in the singular for one', () => {
    expect(resultCountText(1, 'loan')).toBe('1 result for "loan"');
    expect(resultCountText(18, 'loan')).toBe('18 results for "loan"');
  });

  it('says when there are none and what to try', () => {
    expect(resultCountText(0, 'zzq')).toBe('No results for "zzq". Try different keywords.');
  });
});
