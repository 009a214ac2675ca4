import { describe, expect, it } from 'vitest';
import converter from '../../../../src/calculators/conversion/shoe-size-converter.ts';

describe('shoe size converter', () => {
  it('mark children’s sizes after the restart at 1 as big kids’ sizes', () => {
    const values = { group: 'children', from: 'us', size: '1', foot: 0.2 } as const;
    expect(converter.compute(values)).toMatchObject({ us: '1 (big kids)', uk: '13.5 (little kids)' });
  });

  it('refuse a measured foot well beyond the chart', () => {
    expect(converter.validate?.({ group: 'women', from: 'foot', size: '', foot: 0.3 })).toEqual([
      { field: 'foot', message: 'The women’s chart covers feet from 21.2 to 27.1 cm long.' },
    ]);
  });
});
