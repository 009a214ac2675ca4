import { number, select } from '../../../engine/index.ts';
import { PAN_SHAPES, type PanShape } from '../cooking/pans.ts';

/*
 * One baking pan: its shape, size, width, depth and, for a Bundt, its capacity. `which` names
 * the pan in the labels ("Recipe pan", "Your pan").
 */
const PAN_LENGTH_UNITS = ['in', 'cm'] as const;

const length = (label: string, inches: number, help?: string) =>
  number({
    label,
    unitFamily: 'length',
    unit: 'in',
    units: PAN_LENGTH_UNITS,
    default: inches,
    min: 1,
    max: 40,
    ...(help === undefined ? {} : { help }),
  });

export const panFields = (which: string, shape: PanShape, size: number, width: number) => ({
  shape: select({ label: `${which}: shape`, options: PAN_SHAPES, default: shape }),
  size: length(`${which}: diameter, side or length`, size),
  width: length(`${which}: width`, width, 'Rectangular pans only.'),
  depth: length(`${which}: depth`, 2),
  capacity: number({
    label: `${which}: capacity`,
    help: 'Bundt and tube pans only: the cups or litres printed on the pan.',
    unitFamily: 'volume',
    unit: 'cup',
    units: ['cup', 'l', 'ml'],
    default: 10,
    min: 1,
    max: 40,
  }),
});
