import { describe, expect, it } from 'vitest';
import { shoeBySize } from '../../../../../src/calculators/shared/sizes/shoe-sizes.ts';

describe('shoe sizes', () => {
  it('read half sizes, Paris thirds and centimetres', () => {
    expect(shoeBySize('men', 'us', '9½')).toMatchObject({ row: { eu: 43 } });
    expect(shoeBySize('men', 'eu', '38 2/3')).toMatchObject({ row: { us: 6 } });
    expect(shoeBySize('men', 'cm', '27,5 cm')).toMatchObject({ row: { us: 9.5 } });
  });

  it('take the smaller row where a chart prints one EU size twice', () => {
    expect(shoeBySize('women', 'eu', '41.5')).toMatchObject({ row: { us: 10 } });
  });

  it('say which sizes a chart has when the entry is not one of them', () => {
    expect(shoeBySize('men', 'us', '15')).toEqual({
      problem:
        '“15” is not a US size in the men’s chart, which has 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5, 11, 11.5, 12, 12.5.',
    });
    expect(shoeBySize('children', 'eu', '50')).toEqual({
      problem: '“50” is not an EU size in the children’s chart, which has 29 to 37.5.',
    });
  });
});
