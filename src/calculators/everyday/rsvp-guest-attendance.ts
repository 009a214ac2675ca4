import { defineCalculator, integer, out, percent } from '../../engine/index.ts';

/*
 * Wedding planners' attendance rule: the guaranteed list (close family) all come, about 85–90 %
 * of local guests accept and about 55–65 % of those who must travel (About.com Weddings,
 * "Estimating how many wedding guests will attend"), and 30–50 % of single guests offered a
 * plus-one bring a date.
 */

const invited = (label: string, value: number) =>
  integer({ label, default: value, min: 0, max: 5000, suffix: 'guests' });
const rate = (label: string, value: number) => percent({ label, default: value, min: 0, max: 100 });

export default defineCalculator({
  inputs: {
    family: invited('Close family and guaranteed guests invited', 20),
    familyRate: rate('Share of them who come', 100),
    local: invited('Local guests invited', 80),
    localRate: rate('Share of local guests who come', 85),
    outOfTown: invited('Out-of-town guests invited', 40),
    outOfTownRate: rate('Share of out-of-town guests who come', 55),
    plusOnes: integer({ label: 'Single guests offered a plus-one', default: 10, min: 0, max: 5000, suffix: 'guests' }),
    plusOneRate: rate('Share who bring a date', 40),
  },
  validate: ({ family, local, outOfTown }) =>
    family + local + outOfTown > 0 ? [] : [{ field: 'local', message: 'Enter at least one invited guest.' }],
  outputs: {
    expected: out.integer({ label: 'Guests expected', primary: true, suffix: 'guests' }),
    invitedTotal: out.integer({ label: 'Invitations counted', suffix: 'guests' }),
    attendance: out.percent({ label: 'Share of the invited who come', decimals: 0 }),
    declines: out.integer({ label: 'Expected regrets', suffix: 'guests' }),
  },
  compute: ({ family, familyRate, local, localRate, outOfTown, outOfTownRate, plusOnes, plusOneRate }) => {
    const invitedGuests = family + local + outOfTown;
    const guests = (family * familyRate + local * localRate + outOfTown * outOfTownRate) / 100;
    const dates = (plusOnes * plusOneRate) / 100;
    const expected = Math.round(guests + dates);
    return {
      expected,
      invitedTotal: invitedGuests,
      attendance: (100 * guests) / invitedGuests,
      declines: Math.max(0, invitedGuests - Math.round(guests)),
    };
  },
});
