import { describe, expect, it } from 'vitest';
import { electricityBill, tieredBlocks, timeOfUseBlocks } from '../../../../../src/calculators/shared/energy/bill.ts';

describe('tiered blocks', () => {
  it('puts use exactly at a tier limit wholly in the lower tier', () => {
    const blocks = tieredBlocks(500, [500, 1000], [0.1, 0.2, 0.3]);
    expect(blocks.map((block) => block.kwh)).toEqual([500]);
  });

  it('puts the first kWh above a limit in the next tier', () => {
    const blocks = tieredBlocks(1001, [500, 1000], [0.1, 0.2, 0.3]);
    expect(blocks.map((block) => [block.label, block.kwh])).toEqual([
      ['First 500 kWh', 500],
      ['500–1000 kWh', 500],
      ['Above 1000 kWh', 1],
    ]);
  });

  it('keeps an empty first tier for a month with no use', () => {
    expect(tieredBlocks(0, [500, 1000], [0.1, 0.2, 0.3])).toEqual([
      { label: 'First 500 kWh', kwh: 0, pricePerKwh: 0.1 },
    ]);
  });
});

describe('time-of-use blocks', () => {
  it('puts all use off-peak at a 0 % on-peak share', () => {
    expect(timeOfUseBlocks(600, 0, 0.3, 0.1).map((block) => block.kwh)).toEqual([0, 600]);
  });
});

describe('the bill', () => {
  it('rounds each line to the cent before adding, as Idaho Power prints it', () => {
    // 800 × 0.088958 = 71.1664 and 250 × 0.098073 = 24.51825: printed $71.17 + $24.52 = $95.69.
    const bill = electricityBill(tieredBlocks(1050, [800, 2000], [0.088958, 0.098073, 0.108615]), 1050, {
      perKwhOnAll: 0,
      fixed: 0,
      taxPercent: 0,
    });
    expect(bill.total).toBe(95.69);
  });

  it('gives an average price of 0, not a division by zero, when nothing was used', () => {
    const bill = electricityBill([], 0, { perKwhOnAll: 0, fixed: 0, taxPercent: 8 });
    expect(bill).toMatchObject({ total: 0, tax: 0, averagePerKwh: 0 });
  });
});
