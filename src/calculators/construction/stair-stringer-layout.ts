import { asShown, defineCalculator, out } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/convert.ts';
import { stairsGuardsTable } from '../shared/building/stairs-guards.ts';
import { buildingThickness } from '../shared/presets/building-lengths.ts';

const stairLength = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: ['mm', 'cm', 'm', 'in', 'ft'],
  });

/** Whether a riser and tread, as shown in inches, keep to the IRC limits, in words. */
function codeCheck(riser: number, tread: number): string {
  const { maxRiserInches, minTreadInches } = stairsGuardsTable;
  const riserInches = asShown(fromBase('length', riser, 'in'));
  const treadInches = asShown(fromBase('length', tread, 'in'));
  if (riserInches > maxRiserInches)
    return `Risers are taller than the IRC 2021 limit of ${maxRiserInches} in: add a step.`;
  if (treadInches < minTreadInches) return `Treads are shallower than the IRC 2021 minimum of ${minTreadInches} in.`;
  return `Within IRC 2021 R311.7.5: risers up to ${maxRiserInches} in, treads at least ${minTreadInches} in.`;
}

export default defineCalculator({
  inputs: {
    totalRise: buildingThickness('Total rise', 270, 'From the finished floor below to the finished floor above.'),
    targetRiser: buildingThickness(
      'Riser height you aim for',
      18,
      'About 18 cm (7 in) is comfortable; the IRC allows up to 7¾ in.',
    ),
    tread: buildingThickness('Tread depth (run of each step)', 25.4, 'The IRC asks for at least 10 in (25.4 cm).'),
  },
  outputs: {
    risers: out.integer({ label: 'Risers (steps up)', primary: true }),
    riserHeight: stairLength('Height of each riser'),
    treads: out.integer({ label: 'Treads', help: 'One fewer than the risers: the top step is the upper floor.' }),
    totalRun: stairLength('Total run'),
    stringerLength: stairLength('Stringer length (rise and run diagonal)'),
    angle: out.number({ label: 'Stair angle', unitFamily: 'angle', unit: 'deg', units: ['deg'], digits: 3 }),
    code: out.text({ label: 'Code check' }),
  },
  compute: ({ totalRise, targetRiser, tread }) => {
    const risers = Math.max(1, Math.round(totalRise / targetRiser));
    const riserHeight = totalRise / risers;
    const treads = risers - 1;
    const totalRun = treads * tread;
    return {
      risers,
      riserHeight,
      treads,
      totalRun,
      stringerLength: Math.hypot(totalRise, totalRun),
      angle: Math.atan2(riserHeight, tread),
      code: codeCheck(riserHeight, tread),
    };
  },
  examples: [
    {
      inputs: {
        totalRise: { value: 108, unit: 'in' },
        targetRiser: { value: 7.5, unit: 'in' },
        tread: { value: 10, unit: 'in' },
      },
      expect: {
        risers: 14,
        riserHeight: { value: 7.714, unit: 'in' },
        treads: 13,
        totalRun: { value: 130, unit: 'in' },
        stringerLength: { value: 169.0, unit: 'in' },
      },
      // In metres (0.05 in): the source rounds the stringer to a tenth of an inch.
      tolerance: 0.0013,
      source:
        'The Blocks, "Stair calculator" worked example (standard 9 ft floor): 108 in rise at 7.5 in desired risers = 14 risers of 7.7 in, 13 treads of 10 in = 130 in run, stringer √(108² + 130²) = 169.0 in',
    },
    {
      inputs: {
        totalRise: { value: 106.75, unit: 'in' },
        targetRiser: { value: 7.5, unit: 'in' },
        tread: { value: 10, unit: 'in' },
      },
      expect: { risers: 14, riserHeight: { value: 7.625, unit: 'in' } },
      tolerance: 1e-9,
      source:
        'Homify, "Design the staircase of your house like a professional": an overall rise of 8 ft 10¾ in = 106.75 in ÷ 7.5 = 14.23, so 14 risers of 106.75 ÷ 14 = 7.625 in (7⅝ in)',
    },
    {
      inputs: {
        totalRise: { value: 56, unit: 'in' },
        targetRiser: { value: 7, unit: 'in' },
        tread: { value: 10, unit: 'in' },
      },
      expect: { risers: 8, treads: 7, riserHeight: { value: 7, unit: 'in' } },
      tolerance: 1e-9,
      source:
        'wikiHow, "How to cut stair stringers": 7 in stairs for an overall rise of 56 in: 56 ÷ 7 = 8 risers, and one fewer treads than risers',
    },
  ],
  datedTables: [stairsGuardsTable],
});
