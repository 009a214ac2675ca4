import { number, out, select } from '../../../engine/index.ts';

/*
 * The electrical quantities most circuit calculators ask for and show: volts and amperes as plain
 * fields, ohms and watts with their prefix menus. Every value must be above zero.
 */

interface FieldOptions {
  label: string;
  default: number;
  help?: string;
  max?: number;
}

const positive = { min: 0, minInclusive: false } as const;

export const voltageField = ({ max = 1e6, ...options }: FieldOptions) =>
  number({ ...options, ...positive, max, suffix: 'V' });

export const currentField = ({ max = 1e6, ...options }: FieldOptions) =>
  number({ ...options, ...positive, max, suffix: 'A' });

export const resistanceField = ({ max = 1e12, ...options }: FieldOptions & { unit?: 'ohm' | 'kohm' }) =>
  number({ unit: 'ohm', ...options, ...positive, max, unitFamily: 'resistance' });

const POWER_UNITS = ['mW', 'w', 'kw'] as const;

export const powerField = ({ max = 1e9, ...options }: FieldOptions & { unit?: 'w' | 'kw' }) =>
  number({ unit: 'w', ...options, ...positive, max, unitFamily: 'power', units: POWER_UNITS });

/** Results shown to five significant digits, enough to check a hand calculation. */
export const voltageOutput = (label: string) => out.number({ label, suffix: 'V', digits: 5 });
export const currentOutput = (label: string) => out.number({ label, suffix: 'A', digits: 5 });
export const resistanceOutput = (label: string) =>
  out.number({ label, unitFamily: 'resistance', unit: 'ohm', digits: 5 });
export const powerOutput = (label: string, unit: 'w' | 'kw' = 'w') =>
  out.number({ label, unitFamily: 'power', unit, units: POWER_UNITS, digits: 5 });

/** DC, single-phase or three-phase supply, and the power factor that AC loads use. */
export const supplyFields = ({ default: system = 'single', powerFactor = 0.9 } = {}) => ({
  system: select({
    label: 'Supply',
    options: [
      { value: 'dc', label: 'DC' },
      { value: 'single', label: 'AC single-phase' },
      { value: 'three', label: 'AC three-phase (line-to-line voltage)' },
    ],
    default: system,
  }),
  powerFactor: powerFactorField(powerFactor, 'Not used for DC.'),
});

/** The power factor of an AC load, from just above 0 to 1. */
export function powerFactorField(value: number, note = '') {
  return number({
    label: 'Power factor',
    help: `1 for heaters and lamps; about 0.8–0.9 for motors. ${note}`.trim(),
    default: value,
    min: 0,
    minInclusive: false,
    max: 1,
    step: 0.01,
  });
}
