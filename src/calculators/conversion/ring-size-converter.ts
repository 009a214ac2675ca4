import { defineCalculator, number, out, select, text } from '../../engine/index.ts';
import {
  CHART_CIRCUMFERENCES_MM,
  ringByCircumference,
  ringBySize,
  ringSizesTable,
  type RingReading,
  type RingSize,
} from '../shared/sizes/ring-sizes.ts';

const MM = 0.001;
const SYSTEMS = [
  { value: 'us', label: 'US and Canada size' },
  { value: 'uk', label: 'UK, Ireland and Australia letter' },
  { value: 'jp', label: 'Japanese size (also China, India)' },
  { value: 'circumference', label: 'Inside circumference (ISO / EU size)' },
  { value: 'diameter', label: 'Inside diameter' },
] as const;
type System = (typeof SYSTEMS)[number]['value'];

const MEASURE = {
  unitFamily: 'length',
  unit: 'mm',
  units: ['mm', 'cm', 'in'],
  imperialUnit: 'in',
  min: 1,
  max: 200,
} as const;

const offChart = `This chart covers inside circumferences from ${CHART_CIRCUMFERENCES_MM.smallest} to ${CHART_CIRCUMFERENCES_MM.largest} mm (diameters from ${(CHART_CIRCUMFERENCES_MM.smallest / Math.PI).toFixed(1)} to ${(CHART_CIRCUMFERENCES_MM.largest / Math.PI).toFixed(1)} mm).`;

interface Entry {
  from: System;
  size: string;
  circumference: number;
  diameter: number;
}

/** The chart row the entry points to; a measurement takes the nearest row. */
function findRing({ from, size, circumference, diameter }: Entry): RingReading {
  if (from === 'us' || from === 'uk' || from === 'jp') return ringBySize(from, size);
  const measuredMm = from === 'circumference' ? circumference / MM : (diameter / MM) * Math.PI;
  const row = ringByCircumference(measuredMm);
  return row ? { row } : { problem: offChart };
}

const fieldOf = (from: System) => (from === 'us' || from === 'uk' || from === 'jp' ? 'size' : from);
const usText = (us: number) => String(us);
const NONE = 'none at this step';

export default defineCalculator({
  inputs: {
    from: select({ label: 'Convert from', options: SYSTEMS, default: 'circumference' }),
    size: text({
      label: 'Size',
      help: 'For a US, UK or Japanese size: like 7, 7 1/4, N½ or 14.',
      default: '7',
      maxLength: 10,
    }),
    circumference: number({ label: 'Inside circumference', default: 54.4, ...MEASURE }),
    diameter: number({ label: 'Inside diameter', default: 17.3, ...MEASURE }),
  },
  outputs: {
    us: out.text({ label: 'US and Canada', primary: true }),
    uk: out.text({ label: 'UK, Ireland, Australia', primary: true }),
    eu: out.number({
      label: 'ISO 8653 / EU size (inside circumference)',
      unitFamily: 'length',
      unit: 'mm',
      units: ['mm', 'in'],
      decimals: 1,
    }),
    insideDiameter: out.number({
      label: 'Inside diameter',
      unitFamily: 'length',
      unit: 'mm',
      units: ['mm', 'in'],
      decimals: 2,
    }),
    jp: out.text({ label: 'Japan, China, India' }),
    note: out.text({ label: 'From the chart' }),
    chart: out.table({
      label: 'Ring size chart',
      columns: [
        { key: 'us', label: 'US', kind: 'text' },
        { key: 'uk', label: 'UK', kind: 'text' },
        { key: 'circumference', label: 'Circumference / EU (mm)', kind: 'number' },
        { key: 'diameter', label: 'Diameter (mm)', kind: 'number' },
        { key: 'jp', label: 'Japan', kind: 'text' },
      ],
      previewRows: 12,
    }),
  },
  validate: (entry) => {
    const reading = findRing(entry);
    return 'problem' in reading ? [{ field: fieldOf(entry.from), message: reading.problem }] : [];
  },
  compute: (entry) => {
    const reading = findRing(entry);
    // validate has refused an entry off the chart, so the first row here is never shown.
    const row: RingSize = 'row' in reading ? reading.row : (ringSizesTable.rows[0] as RingSize);
    const measured = entry.from === 'circumference' || entry.from === 'diameter';
    return {
      us: usText(row.us),
      uk: row.uk ?? NONE,
      eu: row.circumferenceMm * MM,
      insideDiameter: (row.circumferenceMm / Math.PI) * MM,
      jp: row.jp === undefined ? `${NONE} (whole sizes only)` : String(row.jp),
      note: measured
        ? `The chart’s nearest ring measures ${row.circumferenceMm} mm around the inside.`
        : `A ring of ${row.circumferenceMm} mm inside circumference.`,
      chart: ringSizesTable.rows.map((chartRow) => ({
        us: usText(chartRow.us),
        uk: chartRow.uk ?? '–',
        circumference: chartRow.circumferenceMm,
        diameter: Math.round((chartRow.circumferenceMm / Math.PI) * 100) / 100,
        jp: chartRow.jp === undefined ? '–' : String(chartRow.jp),
      })),
    };
  },
  datedTables: [ringSizesTable],
});
