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
  examples: [
    {
      inputs: { family: 0, local: 100, localRate: 90, outOfTown: 50, outOfTownRate: 65, plusOnes: 0 },
      expect: { expected: 123, invitedTotal: 150 },
      source:
        'About.com Weddings, "Estimating how many wedding guests will attend": (50 × 65 %) + (100 × 90 %) = 122.5, so approximately 123 people will attend',
    },
    {
      inputs: { family: 0, local: 120, localRate: 85, outOfTown: 50, outOfTownRate: 60, plusOnes: 0 },
      expect: { expected: 132, declines: 38 },
      source:
        'Medium, "Estimating how many guests will actually come to your wedding": (120 × 85 %) + (50 × 60 %) = 132 people; 170 invited − 132 = 38 regrets',
    },
    {
      inputs: { family: 0, familyRate: 100, local: 100, localRate: 85, outOfTown: 100, outOfTownRate: 55, plusOnes: 0 },
      expect: { expected: 140, attendance: 70 },
      source:
        'Debi Buckley, Certified Wedding Planner, quoted by Meadows Event Center ("More than 250 guests"): 85 % of local guests and 55 % of out-of-town guests show up; 100 of each gives 85 + 55 = 140 of 200, 70 %',
    },
  ],
});
