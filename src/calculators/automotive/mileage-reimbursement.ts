import Big from 'big.js';
import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { unitInfo } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';
import { irsMileageRates, isIrsPurpose } from '../shared/vehicles/irs-mileage-rates.ts';

const YEAR = irsMileageRates.year;
const MILE_M = unitInfo('length', 'mi').factor;

const PURPOSES = [
  { value: 'business', label: `Business (IRS ${YEAR} rate)` },
  { value: 'medical', label: `Medical care (IRS ${YEAR} rate)` },
  { value: 'moving', label: `Military moving (IRS ${YEAR} rate)` },
  { value: 'charitable', label: 'Charity work (IRS rate set by law)' },
  { value: 'own', label: "My employer's or my own rate" },
] as const;

const RATE_PER = [
  { value: 'mi', label: 'per mile' },
  { value: 'km', label: 'per kilometre' },
] as const;

export default defineCalculator({
  datedTables: [irsMileageRates],
  inputs: {
    purpose: select({ label: 'Purpose of the driving', options: PURPOSES, default: 'business' }),
    distance: number({
      label: 'Distance driven',
      unitFamily: 'length',
      unit: 'mi',
      units: ['mi', 'km'],
      default: 250,
      min: 0,
      max: 1_000_000,
    }),
    ownRate: moneyAmount(
      { label: 'Your rate (used with "my own rate")', default: Number(irsMileageRates.business) },
      100,
    ),
    ownRatePer: select({ label: 'Your rate is', options: RATE_PER, default: 'mi' }),
    parkingAndTolls: moneyAmount(
      { label: 'Parking fees and tolls', help: 'Claimed on top of the mileage rate.', default: 0 },
      1_000_000,
    ),
  },
  outputs: {
    reimbursement: out.money({ label: 'Reimbursement or deduction', primary: true }),
    mileage: out.money({ label: 'For the distance driven' }),
    ratePerMile: out.money({ label: 'Rate per mile', perUnit: true }),
    ratePerKm: out.money({ label: 'Rate per kilometre', perUnit: true }),
  },
  compute: ({ purpose, distance, ownRate, ownRatePer, parkingAndTolls }) => {
    const perMetre = isIrsPurpose(purpose)
      ? new Big(irsMileageRates[purpose]).div(MILE_M)
      : new Big(ownRate).div(unitInfo('length', ownRatePer).factor);
    const mileage = toCents(perMetre.times(distance));
    return {
      reimbursement: new Big(mileage).plus(parkingAndTolls).toNumber(),
      mileage,
      ratePerMile: toUnitPrice(perMetre.times(MILE_M)),
      ratePerKm: toUnitPrice(perMetre.times(1000)),
    };
  },
});
