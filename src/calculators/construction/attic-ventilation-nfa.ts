import { defineCalculator, number, out, percent, select } from '../../engine/index.ts';
import { atticRule, atticRuleChoices, atticVentilationTable, ventArea } from '../shared/building/attic-ventilation.ts';
import { wholePackages } from '../shared/building/packages.ts';
import { buildingArea } from '../shared/presets/building-area.ts';

const ventNfa = (label: string, help: string, squareInches: number) =>
  number({
    label,
    help,
    default: squareInches,
    unitFamily: 'area',
    unit: 'in2',
    units: ['cm2', 'in2'],
    min: 0,
    minInclusive: false,
    max: 100_000,
  });

const ventAreaOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'area',
    unit: 'cm2',
    imperialUnit: 'in2',
    units: ['cm2', 'm2', 'in2', 'ft2'],
    digits: 4,
  });

export default defineCalculator({
  inputs: {
    area: buildingArea('Attic floor area', 100, {
      help: 'The area of the vented space, measured on the attic floor (the ceiling below).',
    }),
    rule: select({ label: 'Code rule', options: atticRuleChoices, default: 'standard' }),
    exhaustShare: percent({
      label: 'Share of vent area high in the attic (exhaust)',
      help: 'Ridge or roof vents; the rest goes low, at the soffits. 50 % balances them; the 1/300 rule needs 40–50 %.',
      default: 50,
      min: 0,
      max: 100,
    }),
    intakeNfa: ventNfa(
      'Net free area of one intake vent',
      'Printed on the vent or its box; a 16 × 8 in soffit vent is often about 56 in².',
      56,
    ),
    exhaustNfa: ventNfa(
      'Net free area of one exhaust vent',
      'For a ridge vent enter its area per foot (often 18 in²) to get feet of ridge vent.',
      18,
    ),
  },
  validate: ({ rule, exhaustShare }) => {
    const { exhaustShareMin, exhaustShareMax } = atticRule(rule);
    return exhaustShare >= exhaustShareMin && exhaustShare <= exhaustShareMax
      ? []
      : [
          {
            field: 'exhaustShare',
            message: `This rule needs ${exhaustShareMin}–${exhaustShareMax} % of the vent area high in the attic.`,
          },
        ];
  },
  compute: ({ area, rule, exhaustShare, intakeNfa, exhaustNfa }) => {
    const { total, intake, exhaust } = ventArea(area, rule, exhaustShare);
    return {
      total,
      intake,
      exhaust,
      intakeVents: wholePackages(intake, intakeNfa),
      exhaustVents: wholePackages(exhaust, exhaustNfa),
    };
  },
  outputs: {
    total: ventAreaOutput('Total net free vent area', true),
    intake: ventAreaOutput('Intake (low) vent area'),
    exhaust: ventAreaOutput('Exhaust (high) vent area'),
    intakeVents: out.integer({ label: 'Intake vents' }),
    exhaustVents: out.integer({ label: 'Exhaust vents (or feet of ridge vent)' }),
  },
  datedTables: [atticVentilationTable],
});
