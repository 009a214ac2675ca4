import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { fromBase, toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import {
  beamSizeName,
  beamSpansForRow,
  deckBeamSizeChoices,
  deckBeamSpansTable,
  deckSpeciesChoices,
  joistSpanRow,
  longestJoistSpanFeet,
  spanTableFor,
  tableListsSize,
  type BeamSpan,
} from '../shared/building/deck-beam-spans.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';

/*
 * The longest deck beam span (post to post) for a species group, beam size and the span of the
 * joists the beam carries, read from Tables 3A and 3B of Wisconsin rule CR 15-043, and an optional
 * planned span checked against it with the smallest beam size that reaches it.
 */

const inMetres = (inches: number) => toBase('length', inches, 'in');

const beamLength = (label: string, help: string, units: { unit: string; imperialUnit: string }, primary = false) =>
  out.number({
    label,
    help,
    primary,
    unitFamily: 'length',
    ...units,
    units: ['m', 'cm', 'ft', 'in'],
    digits: 4,
  });

/** Whether a planned span (metres, 0 for none) fits a table span. */
const fits = (planned: number, span: BeamSpan) => planned <= inMetres(span.inches) + 1e-9;

function spanCheck(planned: number, span: BeamSpan): string {
  if (planned <= 0) return 'Enter a planned beam span to check it.';
  return fits(planned, span)
    ? 'OK: the planned span is within the table’s maximum for this beam.'
    : 'Too long: choose a bigger beam (see the list) or add a post to shorten the span.';
}

function smallestThatFits(planned: number, spans: BeamSpan[]): string {
  if (planned <= 0) return 'Enter a planned beam span to find it.';
  const smallest = spans.find((span) => fits(planned, span));
  return smallest
    ? `${beamSizeName(smallest.size)} (up to ${smallest.printed})`
    : 'None in this table: add a post to shorten the span, or have the beam designed.';
}

export default defineCalculator({
  inputs: {
    species: select({ label: 'Wood species group', options: deckSpeciesChoices, default: 'fir-spf' }),
    beamSize: select({
      label: 'Beam size',
      help: 'Built-up beams are 2x boards nailed together; solid 3x and 4x timbers are in Table 3A only.',
      options: deckBeamSizeChoices,
      default: '2-2x10',
    }),
    joistSpan: number({
      label: 'Joist span the beam carries',
      help: 'How far the joists resting on this beam span, e.g. from the house ledger to the beam.',
      default: 3.048,
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['cm', 'm', 'in', 'ft'],
      min: 0,
      minInclusive: false,
      max: toBase('length', longestJoistSpanFeet, 'ft'),
      messages: {
        max: 'The tables stop at joists spanning 18 ft (5.49 m): longer joists need a beam designed by an engineer.',
      },
    }),
    plannedSpan: buildingLength('Planned beam span between posts (optional)', 1.8288, {
      help: 'Centre of one post to centre of the next; 0 skips the check.',
      allowZero: true,
    }),
  },
  validate: ({ species, beamSize }) =>
    tableListsSize(species, beamSize)
      ? []
      : [
          {
            field: 'beamSize',
            message: `Table ${spanTableFor(species).table} lists only 2-ply and 3-ply built-up beams for this species: choose one of those.`,
          },
        ],
  compute: ({ species, beamSize, joistSpan, plannedSpan }) => {
    const row = joistSpanRow(fromBase('length', joistSpan, 'ft')) ?? deckBeamSpansTable.joistSpansFeet.length - 1;
    const spans = beamSpansForRow(species, row);
    const chosen = spans.find((span) => span.size === beamSize) ?? spans[0];
    if (!chosen) throw new Error(`No beam sizes for species group "${species}"`);
    const maxSpan = inMetres(chosen.inches);
    const overhangBase = plannedSpan > 0 && fits(plannedSpan, chosen) ? plannedSpan : maxSpan;
    return {
      maxSpan,
      printed: chosen.printed,
      maxOverhang: overhangBase * deckBeamSpansTable.overhangFraction,
      reading: `Table ${spanTableFor(species).table}, row for joist spans up to ${deckBeamSpansTable.joistSpansFeet[row]} ft, column ${beamSizeName(chosen.size)}`,
      check: spanCheck(plannedSpan, chosen),
      smallest: smallestThatFits(plannedSpan, spans),
      sizes: spans.map((span) => ({
        size: beamSizeName(span.size),
        printed: span.printed,
        // To the centimetre: the table itself is to the inch.
        metres: Math.round(inMetres(span.inches) * 100) / 100,
        planned: plannedSpan > 0 ? (fits(plannedSpan, span) ? 'OK' : 'too long') : '–',
      })),
    };
  },
  outputs: {
    maxSpan: beamLength(
      'Maximum beam span between posts',
      'Centre to centre of the posts, overhangs not included.',
      { unit: 'm', imperialUnit: 'ft' },
      true,
    ),
    printed: out.text({ label: 'As printed in the table (feet-inches)' }),
    maxOverhang: beamLength(
      'Maximum overhang past the post',
      'A quarter of the planned span when it fits, otherwise of the maximum span (note 1 of the tables).',
      { unit: 'cm', imperialUnit: 'in' },
    ),
    reading: out.text({ label: 'Where the value comes from' }),
    check: out.text({ label: 'Your planned span' }),
    smallest: out.text({ label: 'Smallest beam size for your planned span' }),
    sizes: out.table({
      label: 'Every beam size in this table for your joist span, smallest first',
      columns: [
        { key: 'size', label: 'Beam', kind: 'text' },
        { key: 'printed', label: 'Max span (ft-in)', kind: 'text' },
        { key: 'metres', label: 'Max span (m)', kind: 'number' },
        { key: 'planned', label: 'Your span', kind: 'text' },
      ],
      previewRows: 16,
    }),
  },
  datedTables: [deckBeamSpansTable],
});
