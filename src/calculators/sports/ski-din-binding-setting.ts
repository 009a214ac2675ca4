import { defineCalculator, integer, number, out, radio } from '../../engine/index.ts';
import { bodyHeightField, bodyWeightField } from '../shared/presets/body-fields.ts';
import {
  OLDER_FROM,
  SKIER_TYPES,
  SKIER_TYPE_CHOICES,
  YOUNG_BELOW,
  readReleaseChart,
  releaseChart,
  skierTypeProblem,
  type ReleaseReading,
  type Skier,
} from '../shared/sports/ski-release.ts';

const CHART = 'ISO 11088 chart';

const torqueOutput = (label: string) =>
  out.number({ label, unitFamily: 'torque', unit: 'nm', imperialUnit: 'lbfft', units: ['nm', 'lbfft'], decimals: 0 });

const ROW_COUNTS = ['', 'one row', 'two rows', 'three rows'];

const rowsMoved = (rows: number) =>
  rows === 0 ? 'no change' : `${ROW_COUNTS[Math.abs(rows)]} ${rows > 0 ? 'down' : 'up'}`;

/** Each move of the skier code, with the code it leaves the skier on. */
function codeSteps(skier: Skier, reading: ReleaseReading) {
  const ageStep =
    reading.ageRows === 0
      ? `no change (only under ${YOUNG_BELOW} or ${OLDER_FROM} and over)`
      : rowsMoved(reading.ageRows);
  const moves = reading.held
    ? [{ step: 'Lightest band (10–13 kg): the chart keeps code A whatever the type and age', code: 'A' }]
    : [
        { step: `${SKIER_TYPES[skier.type].name}: ${rowsMoved(reading.typeRows)}`, code: reading.typeCode },
        { step: `Age ${skier.age}: ${ageStep}`, code: reading.code },
      ];
  return [
    { step: `Weight band ${reading.weightBand.label}`, code: reading.weightBand.code },
    { step: `Height band ${reading.heightBand.label}`, code: reading.heightBand.code },
    { step: 'Start from the code nearer the top of the chart', code: reading.startCode },
    ...moves,
  ];
}

const columnNote = (reading: ReleaseReading) =>
  reading.valueColumn === reading.column
    ? reading.columnLabel
    : `${reading.columnLabel}: blank in row ${reading.code}, so the nearest value in the row (${reading.valueColumnLabel}) is shown. Ask a technician.`;

const skierOf = (values: { weight: number; height: number; age: number; sole: number; type: Skier['type'] }) => ({
  weightKg: values.weight,
  heightCm: values.height * 100,
  age: values.age,
  soleMm: values.sole,
  type: values.type,
});

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 75, min: 10, max: 250 }),
    height: bodyHeightField({ default: 178, min: 60, max: 250 }),
    age: integer({ label: 'Age', default: 35, min: 2, max: 100, suffix: 'years' }),
    sole: number({
      label: 'Boot sole length',
      help: 'The length in mm printed on the side of the boot heel, e.g. 305.',
      default: 305,
      min: 150,
      max: 400,
      suffix: 'mm',
    }),
    type: radio({
      label: 'Skier type',
      options: SKIER_TYPE_CHOICES,
      default: 'type2',
    }),
  },
  validate: (values) => {
    const problem = skierTypeProblem(values.weight, values.type);
    return problem === undefined ? [] : [{ field: 'type', message: problem }];
  },
  outputs: {
    value: out.number({
      label: `Indicative release value (DIN, ${CHART}): a certified technician sets it`,
      primary: true,
      decimals: 2,
    }),
    code: out.text({ label: 'Skier code' }),
    column: out.text({ label: 'Boot sole length column' }),
    twist: torqueOutput('Twist release torque (Mz) of the code'),
    forwardLean: torqueOutput('Forward-lean release torque (My) of the code'),
    steps: out.table({
      label: 'How the skier code was found',
      columns: [
        { key: 'step', label: 'Step', kind: 'text' },
        { key: 'code', label: 'Code', kind: 'text' },
      ],
    }),
  },
  compute: (values) => {
    const skier = skierOf(values);
    const reading = readReleaseChart(skier);
    return {
      value: reading.value,
      code: reading.code,
      column: columnNote(reading),
      twist: reading.twistNm,
      forwardLean: reading.forwardLeanNm,
      steps: codeSteps(skier, reading),
    };
  },
  datedTables: [releaseChart],
});
