import { asShown, defineCalculator, out } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
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
  datedTables: [stairsGuardsTable],
});
