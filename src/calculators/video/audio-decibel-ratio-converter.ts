import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import {
  amplitudeRatioFromDb,
  dbFromAmplitudeRatio,
  dbFromPowerRatio,
  DBU_REFERENCE_VOLTS,
  DBV_REFERENCE_VOLTS,
} from '../shared/sound/decibels.ts';

/** The decibels the chosen mode starts from; a voltage is read as a level in dBu. */
function decibelsOf(mode: string, decibels: number, ratio: number, ratioKind: string, volts: number): number {
  if (mode === 'fromRatio') return ratioKind === 'power' ? dbFromPowerRatio(ratio) : dbFromAmplitudeRatio(ratio);
  if (mode === 'fromVolts') return dbFromAmplitudeRatio(volts / DBU_REFERENCE_VOLTS);
  return decibels;
}

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Convert',
      options: [
        { value: 'fromDb', label: 'Decibels → ratios and volts' },
        { value: 'fromRatio', label: 'Ratio → decibels' },
        { value: 'fromVolts', label: 'Volts → dBu and dBV' },
      ],
      default: 'fromDb',
    }),
    decibels: number({ label: 'Decibels', default: 6, min: -300, max: 300, suffix: 'dB' }),
    ratio: number({
      label: 'Ratio (for "Ratio → decibels")',
      default: 2,
      min: 0,
      minInclusive: false,
      max: 1e30,
      messages: { min: 'A ratio must be more than 0: zero is minus infinity decibels.' },
    }),
    ratioKind: radio({
      label: 'The ratio is of',
      options: [
        { value: 'amplitude', label: 'Voltage, pressure or amplitude (20 log)' },
        { value: 'power', label: 'Power or intensity (10 log)' },
      ],
      default: 'amplitude',
    }),
    volts: number({
      label: 'RMS voltage (for "Volts → dBu and dBV")',
      default: 1.228,
      min: 0,
      minInclusive: false,
      max: 1e6,
      suffix: 'V',
      messages: { min: 'Enter a voltage above 0 V: zero volts has no level in decibels.' },
    }),
  },
  compute: ({ mode, decibels, ratio, ratioKind, volts }) => {
    const db = decibelsOf(mode, decibels, ratio, ratioKind, volts);
    const amplitudeRatio = amplitudeRatioFromDb(db);
    return {
      db,
      powerRatio: amplitudeRatio ** 2,
      amplitudeRatio,
      voltsAtDbu: DBU_REFERENCE_VOLTS * amplitudeRatio,
      voltsAtDbv: DBV_REFERENCE_VOLTS * amplitudeRatio,
      dbvOfDbu: db + dbFromAmplitudeRatio(DBU_REFERENCE_VOLTS / DBV_REFERENCE_VOLTS),
    };
  },
  outputs: {
    db: out.number({
      label: 'Decibels',
      primary: true,
      decimals: 2,
      suffix: 'dB',
      help: 'From volts, this is the level in dBu.',
    }),
    powerRatio: out.number({ label: 'Power ratio (10 log)', digits: 5 }),
    amplitudeRatio: out.number({ label: 'Voltage or amplitude ratio (20 log)', digits: 5 }),
    voltsAtDbu: out.number({ label: 'Voltage at this many dBu (0 dBu = 0.775 V)', digits: 4, suffix: 'V' }),
    voltsAtDbv: out.number({ label: 'Voltage at this many dBV (0 dBV = 1 V)', digits: 4, suffix: 'V' }),
    dbvOfDbu: out.number({ label: 'The same dBu level written in dBV', decimals: 2, suffix: 'dBV' }),
  },
});
