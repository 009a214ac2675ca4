import { defineCalculator, integer, lessThan, number, out, select } from '../../engine/index.ts';
import { nextPreferredValue, powerRatingFor } from '../shared/electrical/preferred-values.ts';
import { powerOutput, resistanceOutput, voltageField } from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    supply: voltageField({ label: 'Supply voltage', default: 9, max: 1000 }),
    forwardVoltage: voltageField({
      label: 'LED forward voltage',
      default: 2,
      max: 100,
      help: 'From the datasheet; typically red 2.0 V, green 2.2 V, blue and white 3.0–3.4 V.',
    }),
    current: number({
      label: 'LED current',
      default: 20,
      min: 0,
      minInclusive: false,
      max: 10_000,
      suffix: 'mA',
      help: '20 mA for a standard 5 mm LED; stay below the datasheet’s maximum.',
    }),
    count: integer({ label: 'LEDs in series', default: 1, min: 1, max: 100, suffix: 'LEDs' }),
    series: select({
      label: 'Resistor series',
      options: [
        { value: 'E24', label: 'E24 (±5 %, 24 values a decade)' },
        { value: 'E12', label: 'E12 (±10 %, 12 values a decade)' },
      ],
      default: 'E24',
    }),
  },
  validate: ({ supply, forwardVoltage, count }) =>
    lessThan(
      'supply',
      count * forwardVoltage,
      supply,
      'The supply must be higher than the LEDs’ forward voltages added together; use fewer LEDs in series or a higher supply.',
    ),
  compute: ({ supply, forwardVoltage, current, count, series }) => {
    const amps = current / 1000;
    const across = supply - count * forwardVoltage;
    const exact = across / amps;
    const standard = nextPreferredValue(exact, series);
    const actualCurrent = across / standard;
    const dissipation = across * actualCurrent;
    return {
      standard,
      exact,
      actualCurrent: actualCurrent * 1000,
      dissipation,
      rating: powerRatingFor(dissipation),
      ledPower: count * forwardVoltage * actualCurrent,
    };
  },
  outputs: {
    standard: { ...resistanceOutput('Standard resistor (next value up)'), primary: true },
    exact: resistanceOutput('Exact resistance'),
    actualCurrent: out.number({ label: 'LED current with the standard resistor', suffix: 'mA', digits: 4 }),
    dissipation: powerOutput('Power in the resistor'),
    rating: { ...powerOutput('Resistor power rating (at least twice that)'), primary: true },
    ledPower: powerOutput('Power in the LEDs'),
  },
});
