import { checkAll, defineCalculator, integer, number, numberList, out, select } from '../../engine/index.ts';
import { MOTION_UNITS } from '../../engine/units/families/motion.ts';
import { ISO_TYRES, gearOf, tyreCircumference, type TyreCode } from '../shared/sports/gearing.ts';

const KPH = MOTION_UNITS.speed.units.kph.factor;
const MPH = MOTION_UNITS.speed.units.mph.factor;
/** Sprockets from a 9-tooth cog to a 60-tooth chainring cover every bicycle drivetrain sold. */
const FEWEST_TEETH = 9;
const MOST_TEETH = 60;

const teethField = (label: string, help: string, defaultTeeth: number) =>
  integer({ label, help, default: defaultTeeth, min: FEWEST_TEETH, max: MOST_TEETH, suffix: 'teeth' });

const circumferenceOf = (tyre: TyreCode | 'measured', measured: number) =>
  tyre === 'measured' ? measured : tyreCircumference(tyre);

export default defineCalculator({
  inputs: {
    chainring: teethField('Chainring', 'Teeth on the front ring you are using.', 50),
    cog: teethField('Rear cog', 'Teeth on the rear sprocket you are using.', 17),
    tyre: select({
      label: 'Tyre size (ISO 5775)',
      help: 'The ISO (ETRTO) size on the tyre sidewall, like 25-622 for a 700 × 25C road tyre.',
      options: [
        ...ISO_TYRES.map(({ value, label }) => ({ value, label })),
        { value: 'measured', label: 'My measured wheel circumference' },
      ],
      default: '25-622',
    }),
    circumference: number({
      label: 'Measured wheel circumference',
      help: 'Only used with "My measured wheel circumference": roll the wheel one turn with your weight on it and measure.',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'cm', 'in'],
      default: 2105,
      min: 500,
      max: 3000,
    }),
    cadence: integer({
      label: 'Cadence',
      help: 'Crank turns per minute.',
      default: 90,
      min: 1,
      max: 250,
      suffix: 'rpm',
    }),
    cassette: numberList({
      label: 'Cassette cogs for the table',
      help: 'The teeth of each rear cog, like 11, 12, 13, 14, 15, 17, 19, 21, 23, 25, 28.',
      default: [11, 12, 13, 14, 15, 17, 19, 21, 23, 25, 28],
      minCount: 1,
      maxCount: 15,
    }),
  },
  validate: ({ cassette }) =>
    checkAll(
      cassette.every((teeth) => Number.isInteger(teeth) && teeth >= FEWEST_TEETH && teeth <= MOST_TEETH)
        ? []
        : [
            {
              field: 'cassette',
              message: `Each cog is a whole number of teeth from ${FEWEST_TEETH} to ${MOST_TEETH}.`,
            },
          ],
    ),
  outputs: {
    speed: out.number({
      label: 'Speed at this cadence',
      primary: true,
      unitFamily: 'speed',
      unit: 'kph',
      imperialUnit: 'mph',
      units: ['kph', 'mph', 'mps'],
      decimals: 1,
    }),
    ratio: out.number({ label: 'Gear ratio', decimals: 2, suffix: ': 1' }),
    gearInches: out.number({ label: 'Gear inches', decimals: 1, suffix: 'in' }),
    development: out.number({
      label: 'Development (distance per crank turn)',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft', 'in'],
      decimals: 2,
    }),
    wheel: out.number({
      label: 'Wheel circumference',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'in'],
      decimals: 0,
    }),
    gears: out.table({
      label: 'Every cog with this chainring',
      columns: [
        { key: 'cog', label: 'Cog', kind: 'integer' },
        { key: 'ratio', label: 'Ratio', kind: 'number' },
        { key: 'gearInches', label: 'Gear inches', kind: 'number' },
        { key: 'development', label: 'Development (m)', kind: 'number' },
        { key: 'kph', label: 'km/h', kind: 'number' },
        { key: 'mph', label: 'mph', kind: 'number' },
      ],
      previewRows: 15,
    }),
  },
  compute: ({ chainring, cog, tyre, circumference, cadence, cassette }) => {
    const wheel = circumferenceOf(tyre, circumference);
    const gear = gearOf(chainring, cog, wheel, cadence);
    const round = (value: number, places: number) => Number(value.toFixed(places));
    return {
      ...gear,
      wheel,
      gears: cassette.map((teeth) => {
        const row = gearOf(chainring, teeth, wheel, cadence);
        return {
          cog: teeth,
          ratio: round(row.ratio, 2),
          gearInches: round(row.gearInches, 1),
          development: round(row.development, 2),
          kph: round(row.speed / KPH, 1),
          mph: round(row.speed / MPH, 1),
        };
      }),
    };
  },
});
