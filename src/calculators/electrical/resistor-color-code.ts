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
});
