import { defineCalculator, out, type FieldError } from '../../engine/index.ts';
import {
  CODE_RANGE,
  TEMPERATURE_COEFFICIENTS,
  TOLERANCES,
  bandNames,
  decodeResistance,
  encodeResistance,
} from '../shared/electrical/color-code.ts';
import { resistanceField, resistanceOutput } from '../shared/presets/electrical-fields.ts';
import { bandCountOf, codeFromBands, resistorBandFields } from '../shared/presets/resistor-bands.ts';

export default defineCalculator({
  inputs: {
    ...resistorBandFields(),
    resistance: resistanceField({
      label: 'Resistance to mark',
      default: 4700,
      help: 'For “the colours for a value”: rounded to 2 figures (4 bands) or 3 figures (5 and 6 bands).',
    }),
  },
  validate: ({ direction, bands, resistance }): FieldError[] => {
    if (direction !== 'encode') return [];
    const largest = CODE_RANGE.largest(bandCountOf(bands));
    if (resistance < CODE_RANGE.smallest || resistance > largest) {
      return [
        {
          field: 'resistance',
          message: `A colour code marks from 0.001 Ω to ${(largest / 1e9).toLocaleString('en-US')} GΩ.`,
        },
      ];
    }
    return [];
  },
  compute: (values) => {
    const fromBands = codeFromBands(values);
    const code =
      values.direction === 'encode'
        ? { ...fromBands, ...encodeResistance(values.resistance, bandCountOf(values.bands)) }
        : fromBands;
    const resistance = decodeResistance(code);
    const tolerance = TOLERANCES[code.tolerance];
    return {
      resistance,
      colours: bandNames(code),
      tolerance,
      minimum: resistance * (1 - tolerance / 100),
      maximum: resistance * (1 + tolerance / 100),
      tempco: code.tempco
        ? `${TEMPERATURE_COEFFICIENTS[code.tempco]} ppm/K`
        : 'Not marked (only 6-band resistors show it)',
    };
  },
  outputs: {
    resistance: { ...resistanceOutput('Resistance'), primary: true },
    colours: out.text({ label: 'Bands, first to last', primary: true }),
    tolerance: out.percent({ label: 'Tolerance (±)', decimals: 2 }),
    minimum: resistanceOutput('Lowest value within tolerance'),
    maximum: resistanceOutput('Highest value within tolerance'),
    tempco: out.text({ label: 'Temperature coefficient' }),
  },
  examples: [
    {
      inputs: { direction: 'decode', figure1: 'yellow', figure2: 'violet', multiplier: 'red', tolerance: 'gold' },
      expect: { resistance: 4700, tolerance: 5, minimum: 4465, maximum: 4935 },
      tolerance: 1e-9,
      source:
        'IEC 60062:2016 Table 1 (yellow 4, violet 7, red ×100, gold ±5 %); ResistorColorCodes.org chart worked example: yellow–violet–red–gold → 4.7 kΩ ±5 %',
    },
    {
      inputs: {
        direction: 'decode',
        bands: '5',
        figure1: 'brown',
        figure2: 'black',
        figure3: 'black',
        multiplier: 'gold',
        tolerance: 'brown',
      },
      expect: { resistance: 10, tolerance: 1 },
      tolerance: 1e-12,
      source:
        'IEC 60062:2016 Table 1; ResistorColorCodes.org chart worked example: brown–black–black–gold–brown → 10 Ω ±1 % (5 bands)',
    },
    {
      inputs: {
        direction: 'decode',
        bands: '6',
        figure1: 'brown',
        figure2: 'black',
        figure3: 'black',
        multiplier: 'red',
        tolerance: 'brown',
        tempco: 'brown',
      },
      expect: { resistance: 10_000, tempco: '100 ppm/K' },
      source: 'IEC 60062:2016 Table 1: brown–black–black = 100, red ×100, brown ±1 %, brown 100 ppm/K → 10 kΩ',
    },
    {
      inputs: { direction: 'encode', resistance: 22_000, tolerance: 'gold' },
      expect: { colours: 'Red, red, orange, gold' },
      source: 'ResistorColorCodes.org chart worked example: red–red–orange–gold is 22 kΩ ±5 %',
    },
    {
      inputs: { direction: 'encode', bands: '5', resistance: 4.7, tolerance: 'brown' },
      expect: { colours: 'Yellow, violet, black, silver, brown', resistance: 4.7 },
      tolerance: 1e-12,
      source: 'IEC 60062:2016 Table 1: 470 × 10⁻² Ω (silver ×0.01) = 4.7 Ω, brown ±1 %',
    },
  ],
});
