import { defineCalculator, out, select, text, type FieldError } from '../../engine/index.ts';
import { parseMeasurement, parseNumber } from '../../engine/parse/number.ts';
import { convert, qualifiedUnit, unitInfo, unitsOf } from '../../engine/units/convert.ts';
import type { UnitFamily } from '../../engine/units/table.ts';
import { formula } from '../shared/units/formula.ts';
import { conversionProblem } from '../shared/units/limits.ts';

/** How each family is named in the menus, in menu order; typed so a new family in the table must be named here. */
const FAMILY_NAMES: Record<UnitFamily, string> = {
  length: 'Length',
  area: 'Area',
  volume: 'Volume',
  mass: 'Mass',
  temperature: 'Temperature',
  speed: 'Speed',
  pressure: 'Pressure',
  energy: 'Energy',
  power: 'Power',
  time: 'Time',
  data: 'Data storage',
  angle: 'Angle',
  density: 'Density',
  force: 'Force',
  torque: 'Torque',
  acceleration: 'Acceleration',
  momentum: 'Momentum',
  charge: 'Electric charge',
  temperatureChange: 'Temperature difference',
  specificHeat: 'Specific heat capacity',
  frequency: 'Frequency',
  angularVelocity: 'Angular velocity',
  dataRate: 'Data transfer rate',
  flow: 'Flow rate',
  fuelEconomy: 'Fuel economy',
  resistance: 'Resistance',
  capacitance: 'Capacitance',
  inductance: 'Inductance',
  electricConsumption: 'Electric car energy use',
  illuminance: 'Illuminance',
  spreadingRate: 'Paint spreading rate',
};

/** The quantity menu, in the order named above: everyday quantities first, then science and engineering. */
const FAMILIES = Object.keys(FAMILY_NAMES) as UnitFamily[];
const LARGEST = 1e15;
const LARGEST_TEXT = '1,000,000,000,000,000';

/**
 * The everyday metric and US pair of a quantity: choosing one in "From" puts the other in "To"
 * when the quantity changes (feet → metres, °C → °F). Other quantities take their first unit.
 */
const USUAL_PAIRS: Partial<Record<UnitFamily, readonly [string, string]>> = {
  length: ['m', 'ft'],
  area: ['m2', 'ft2'],
  volume: ['l', 'gal'],
  mass: ['kg', 'lb'],
  temperature: ['c', 'f'],
  speed: ['kph', 'mph'],
  pressure: ['kpa', 'psi'],
  energy: ['kj', 'kcal'],
  power: ['kw', 'hp'],
  density: ['kgm3', 'lbft3'],
  force: ['n', 'lbf'],
  torque: ['nm', 'lbfft'],
  flow: ['lmin', 'gpm'],
  fuelEconomy: ['l100km', 'mpg'],
};

function partnerOf(family: UnitFamily, unit: string): string | undefined {
  const pair = USUAL_PAIRS[family];
  if (!pair) return undefined;
  const partner = unit === pair[0] ? pair[1] : unitInfo(family, unit).system === 'imperial' ? pair[0] : pair[1];
  return partner === unit ? undefined : `${family}:${partner}`;
}

/** Every unit of every family under its quantity's heading, as "length:m" → "metres (m)". */
const UNIT_CHOICES = FAMILIES.flatMap((family) =>
  unitsOf(family).map((unit) => {
    const { label, symbol } = unitInfo(family, unit);
    const partner = partnerOf(family, unit);
    return {
      value: `${family}:${unit}`,
      label: label === symbol ? label : `${label} (${symbol})`,
      group: FAMILY_NAMES[family],
      ...(partner ? { partner } : {}),
    };
  }),
);

/** The family name of each example, for the mismatch message ("two lengths"). */
const PLURAL_EXAMPLE: Record<UnitFamily, string> = {
  length: 'two lengths',
  area: 'two areas',
  volume: 'two volumes',
  mass: 'two masses',
  temperature: 'two temperatures',
  speed: 'two speeds',
  pressure: 'two pressures',
  energy: 'two energies',
  power: 'two powers',
  time: 'two times',
  data: 'two data sizes',
  angle: 'two angles',
  density: 'two densities',
  force: 'two forces',
  torque: 'two torques',
  frequency: 'two frequencies',
  angularVelocity: 'two rotation speeds',
  dataRate: 'two data rates',
  flow: 'two flow rates',
  fuelEconomy: 'two fuel economies',
  resistance: 'two resistances',
  capacitance: 'two capacitances',
  inductance: 'two inductances',
  acceleration: 'two accelerations',
  momentum: 'two momenta',
  charge: 'two charges',
  temperatureChange: 'two temperature differences',
  specificHeat: 'two specific heats',
  electricConsumption: 'two energy uses per distance',
  illuminance: 'two light levels (lux or footcandles)',
  spreadingRate: 'two spreading rates (m²/L or ft²/gal)',
};

function parseChoice(choice: string): { family: UnitFamily; unit: string } {
  return qualifiedUnit(choice) ?? { family: 'length', unit: 'm' };
}

/** The value typed in the From unit: a plain number, or a mixed entry such as "5 ft 7 in". */
function readValue(raw: string, family: UnitFamily, unit: string) {
  return parseMeasurement(raw, family, unit) ?? parseNumber(raw);
}

export default defineCalculator({
  viewPlacement: 'below',
  inputs: {
    value: text({
      label: 'Value',
      help: 'A number, or a mixed entry such as 5 ft 7 in or 2 lb 3 oz.',
      default: '10',
      maxLength: 60,
    }),
    from: select({ label: 'From', options: UNIT_CHOICES, default: 'length:ft' }),
    to: select({ label: 'To', options: UNIT_CHOICES, default: 'length:m', sameGroupAs: 'from' }),
  },
  outputs: {
    result: out.number({ label: 'Result', primary: true, digits: 8, unitInput: 'to' }),
    formula: out.text({ label: 'Conversion' }),
    everyUnit: out.table({
      label: 'The same value in every unit of its kind',
      columns: [
        { key: 'unit', label: 'Unit', kind: 'text' },
        { key: 'value', label: 'Value', kind: 'number' },
      ],
      previewRows: 15,
    }),
  },
  validate: ({ value, from, to }) => {
    const source = parseChoice(from);
    const target = parseChoice(to);
    const errors: FieldError[] = [];
    if (source.family !== target.family) {
      errors.push({
        field: 'to',
        message: `Choose two units of the same kind, e.g. ${PLURAL_EXAMPLE[source.family]}.`,
      });
    }
    const read = readValue(value, source.family, source.unit);
    if (!read.ok) {
      errors.push({ field: 'value', message: read.message });
      return errors;
    }
    if (Math.abs(read.value) > LARGEST) {
      errors.push({ field: 'value', message: `Enter a value between −${LARGEST_TEXT} and ${LARGEST_TEXT}.` });
      return errors;
    }
    const problem = conversionProblem(source.family, read.value, source.unit);
    if (problem) errors.push({ field: 'value', message: problem });
    return errors;
  },
  compute: ({ value: raw, from, to }) => {
    const { family, unit: fromUnit } = parseChoice(from);
    const { unit: toUnit } = parseChoice(to);
    const read = readValue(raw, family, fromUnit);
    const value = read.ok ? read.value : 0;
    return {
      result: convert(family, value, fromUnit, toUnit),
      formula: formula(family, fromUnit, toUnit),
      everyUnit: unitsOf(family).map((unit) => {
        const { label, symbol } = unitInfo(family, unit);
        return { unit: `${label} (${symbol})`, value: convert(family, value, fromUnit, unit) };
      }),
    };
  },
});
