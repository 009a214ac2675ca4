import { describe, expect, it } from 'vitest';
import carpool from '../../../../src/calculators/automotive/carpool-cost-split.ts';

// 100 km at 10 L/100 km and 1.50 a litre is 10 L, or 15.00; tolls add 5.00, so the drive costs 20.00.
const drive: Parameters<typeof carpool.compute>[0] = {
  distance: 100_000,
  economy: 10,
  fuelPrice: 1.5,
  fuelPriceUnit: 'l',
  tolls: 5,
  parking: 0,
  split: 'distance',
  riders: [100, 50],
  driverPays: true,
};

describe('carpool cost split', () => {
  it('weights each share by the part of the trip ridden: 100 % + 100 % + 50 % of 20.00 is 8 + 8 + 4', () => {
    const result = carpool.compute({ ...drive, riders: [100, 50] });
    expect(result.total).toBe(20);
    expect(result.shares.map((row) => row.pays)).toEqual([8, 8, 4]);
  });

  it('leaves the driver out when asked, so the passengers cover the whole cost', () => {
    const result = carpool.compute({ ...drive, riders: [100, 50], driverPays: false });
    expect(result.shares.map((row) => row.pays)).toEqual([13.33, 6.67]);
    expect(result.driverShare).toBe(0);
  });

  it('splits a free drive into zeros rather than failing', () => {
    const result = carpool.compute({ ...drive, fuelPrice: 0, tolls: 0 });
    expect(result.shares.every((row) => row.pays === 0)).toBe(true);
  });

  it('refuses a share of the trip above 100 % or at 0 %, at the passengers field', () => {
    expect(carpool.validate?.({ ...drive, riders: [100, 0] })).toHaveLength(1);
    expect(carpool.validate?.({ ...drive, riders: [120] })[0]?.field).toBe('riders');
    expect(carpool.validate?.({ ...drive, riders: [100, 50] })).toEqual([]);
  });
});
