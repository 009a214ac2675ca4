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
  examples: [
    {
      inputs: { weight: 75, height: 178, age: 35, sole: 305, type: 'type2' },
      expect: { value: 6.5, code: 'L', twist: 58, forwardLean: 229 },
      source:
        'Fischer release setting chart (ISO 11088): 75 kg is in 67–78 kg and 178 cm in 167–178 cm, both code K (11); Type 2 moves one row down to L (12); row L, column 291–310 mm reads 6,50. Torques of row L: 58 N·m twist, 229 N·m forward lean (ISO 11088 Table B.1, fadendaten/ski_binding_calculator)',
    },
    {
      inputs: { weight: 30, height: 135, age: 9, sole: 250, type: 'type1' },
      expect: { value: 1.75, code: 'D', twist: 17, forwardLean: 64 },
      source:
        'Fischer release setting chart (ISO 11088): 30 kg is in 26–30 kg, code E (5), nearer the top than the height code H; Type 1 stays; under 10 years moves one row up to D (4); row D, column 231–250 mm reads 1,75. Row D torques 17 and 64 N·m (ISO 11088 Table B.1)',
    },
    {
      inputs: { weight: 100, height: 190, age: 55, sole: 330, type: 'type3' },
      expect: { value: 7, code: 'M', twist: 67, forwardLean: 271 },
      source:
        'Fischer release setting chart (ISO 11088): 100 kg gives M (13) but 190 cm gives L (12), the code nearer the top; Type 3 moves two rows down to N (14); 50 and over moves one row up to M (13); row M, column 311–330 mm reads 7,00. Row M torques 67 and 271 N·m (ISO 11088 Table B.1)',
    },
    {
      inputs: {
        weight: { value: 165, unit: 'lb' },
        height: { value: 70, unit: 'in' },
        age: 40,
        sole: 300,
        type: 'type3',
      },
      expect: { value: 8, code: 'M' },
      source:
        'Fischer release setting chart, imperial bands: 165 lb is in 148–174 lb and 5 ft 10 in in 5 ft 6 in – 5 ft 10 in, code K (11); Type 3 moves two rows down to M (13); row M, column 291–310 mm reads 8,00',
    },
    {
      inputs: { weight: 50, height: 160, age: 30, sole: 240, type: 'type2' },
      expect: { value: 5.5, code: 'J' },
      source:
        'Fischer release setting chart: 50 kg gives I (9), 160 cm gives J (10), so I; Type 2 moves to J (10). Row J is blank at 231–250 mm; G3 release value instructions: "If there is a blank box, move left or right in the same row to the next value": 251–270 mm reads 5,50',
    },
    {
      inputs: { weight: 100, height: 200, age: 30, sole: 340, type: 'type3plus' },
      expect: { value: 11, code: 'P', twist: 105, forwardLean: 452 },
      source:
        'Fischer release setting chart: 100 kg and 200 cm both give M (13); Type 3+ (Type 3 and one more row) moves three rows down to P (16); row 16, column 331–350 mm reads 11,00. Row P torques 105 and 452 N·m (ISO 11088 Table B.1)',
    },
  ],
});
