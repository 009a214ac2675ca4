import { out } from '../../../engine/index.ts';

/* A temperature result in °C, or °F for visitors who prefer US units, with both in its menu. */
export const temperatureOutput = (label: string, primary = false, decimals = 0) =>
  out.number({
    label,
    primary,
    unitFamily: 'temperature',
    unit: 'c',
    imperialUnit: 'f',
    units: ['f', 'c'],
    decimals,
  });
