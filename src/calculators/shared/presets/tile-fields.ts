import { number } from '../../../engine/index.ts';

/*
 * A tile's side, its thickness or a grout joint: centimetres or millimetres to start, inches for
 * imperial visitors, up to half a metre. Above 0 when `above0`.
 */
export const tileMeasure = (label: string, defaultValue: number, unit: 'cm' | 'mm', above0: boolean, help?: string) =>
  number({
    label,
    ...(help ? { help } : {}),
    default: defaultValue,
    unitFamily: 'length',
    unit,
    imperialUnit: 'in',
    units: ['mm', 'cm', 'in'],
    min: 0,
    minInclusive: !above0,
    max: 500,
  });
