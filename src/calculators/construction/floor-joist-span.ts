import { defineCalculator, out, radio, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import {
  feetInchesPrinted,
  joistGradeChoices,
  joistLumberTable,
  joistSizeChoices,
  joistSpan,
  joistSpansBySize,
  joistSpeciesChoices,
  type JoistDesign,
  type JoistSize,
  type JoistSpan,
} from '../shared/building/joist-spans.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';

/*
 * The longest simple span of a floor joist from its species, grade, size, spacing and the floor's
 * live and dead loads, worked out as the IRC floor joist tables are (bending and L/360 deflection,
 * NDS 2018 design values), with a planned span checked against it and every size listed.
 */

const inMetres = (inches: number) => toBase('length', inches, 'in');

/** A planned span (metres, 0 for none) within a span rounded as the tables print it. */
const fits = (planned: number, span: JoistSpan) => planned <= inMetres(span.tableInches) + 1e-9;

const limitName = (ratio: number) => `L/${ratio}`;

function governingLimit(span: JoistSpan, ratio: number): string {
  const bending = feetInchesPrinted(span.bendingInches);
  const deflection = feetInchesPrinted(span.deflectionInches);
  return span.governs === 'bending'
    ? `Bending strength (live + dead load): ${bending}; deflection ${limitName(ratio)} would allow ${deflection}`
    : `Deflection ${limitName(ratio)} under the live load: ${deflection}; bending strength would allow ${bending}`;
}

function spanCheck(planned: number, span: JoistSpan): string {
  if (planned <= 0) return 'Enter a planned joist span to check it.';
  return fits(planned, span)
    ? 'OK: the planned span is within the maximum for this joist.'
    : 'Too long: choose a deeper joist, a closer spacing or a better grade, or add a beam to shorten the span.';
}

function smallestThatFits(planned: number, sizes: { size: JoistSize; span: JoistSpan }[]): string {
  if (planned <= 0) return 'Enter a planned joist span to find it.';
  const smallest = sizes.find(({ span }) => fits(planned, span));
  return smallest
    ? `${smallest.size} (up to ${feetInchesPrinted(smallest.span.tableInches)})`
    : 'None up to 2x12 at this spacing: space the joists closer, add a beam, or use engineered joists.';
}

export default defineCalculator({
  inputs: {
    species: select({ label: 'Wood species group', options: joistSpeciesChoices, default: 'spruce-pine-fir' }),
    grade: select({
      label: 'Lumber grade',
      help: 'Printed in the grade stamp on each board; No. 2 is the usual framing grade.',
      options: joistGradeChoices,
      default: 'no-2',
    }),
    size: select({
      label: 'Joist size',
      help: 'Nominal size; a 2x10 is 1½ × 9¼ in (38 × 235 mm).',
      options: joistSizeChoices,
      default: '2x10',
    }),
    spacing: select({
      label: 'Joist spacing (centre to centre)',
      options: [
        { value: '12', label: '12 in (305 mm)' },
        { value: '16', label: '16 in (406 mm)' },
        { value: '19.2', label: '19.2 in (488 mm)' },
        { value: '24', label: '24 in (610 mm)' },
      ],
      default: '16',
    }),
    liveLoad: radio({
      label: 'Live load (people and furniture)',
      options: [
        { value: '40', label: '40 psf (1.92 kPa): living areas' },
        { value: '30', label: '30 psf (1.44 kPa): sleeping rooms and attics' },
      ],
      default: '40',
    }),
    deadLoad: radio({
      label: 'Dead load (the floor itself)',
      options: [
        { value: '10', label: '10 psf (0.48 kPa): wood or carpet floors' },
        { value: '20', label: '20 psf (0.96 kPa): heavy finishes such as tile on a mortar bed' },
      ],
      default: '10',
    }),
    deflection: radio({
      label: 'Deflection limit',
      options: [
        { value: '360', label: 'L/360: the code limit for floors' },
        { value: '480', label: 'L/480: a stiffer floor, e.g. under tile or stone' },
      ],
      default: '360',
    }),
    plannedSpan: buildingLength('Planned joist span (optional)', 4.4196, {
      help: 'Clear span between supports; 0 skips the check.',
      allowZero: true,
    }),
  },
  compute: ({ species, grade, size, spacing, liveLoad, deadLoad, deflection, plannedSpan }) => {
    const design: Omit<JoistDesign, 'size'> = {
      species,
      grade,
      spacingInches: Number(spacing),
      livePsf: Number(liveLoad),
      deadPsf: Number(deadLoad),
      deflectionRatio: Number(deflection),
    };
    const span = joistSpan({ ...design, size });
    const sizes = joistSpansBySize(design);
    return {
      maxSpan: inMetres(span.tableInches),
      printed: feetInchesPrinted(span.tableInches),
      governs: governingLimit(span, design.deflectionRatio),
      check: spanCheck(plannedSpan, span),
      smallest: smallestThatFits(plannedSpan, sizes),
      sizes: sizes.map((row) => ({
        size: row.size,
        printed: feetInchesPrinted(row.span.tableInches),
        // To the centimetre: the span itself is to the inch.
        metres: Math.round(inMetres(row.span.tableInches) * 100) / 100,
        governs: row.span.governs === 'bending' ? 'bending' : limitName(design.deflectionRatio),
        planned: plannedSpan > 0 ? (fits(plannedSpan, row.span) ? 'OK' : 'too long') : '–',
      })),
    };
  },
  outputs: {
    maxSpan: out.number({
      label: 'Maximum joist span',
      help: 'Clear span between supports, to the nearest inch as the span tables give it.',
      primary: true,
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'cm', 'ft', 'in'],
      digits: 4,
    }),
    printed: out.text({ label: 'In feet and inches, as the span tables print it' }),
    governs: out.text({ label: 'Which limit decides' }),
    check: out.text({ label: 'Your planned span' }),
    smallest: out.text({ label: 'Smallest size for your planned span' }),
    sizes: out.table({
      label: 'Every size for this species, grade, spacing and load',
      columns: [
        { key: 'size', label: 'Joist', kind: 'text' },
        { key: 'printed', label: 'Max span (ft-in)', kind: 'text' },
        { key: 'metres', label: 'Max span (m)', kind: 'number' },
        { key: 'governs', label: 'Limit', kind: 'text' },
        { key: 'planned', label: 'Your span', kind: 'text' },
      ],
      previewRows: 4,
    }),
  },
  datedTables: [joistLumberTable],
});
