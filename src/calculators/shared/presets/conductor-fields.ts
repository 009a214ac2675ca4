import { select } from '../../../engine/index.ts';
import { CONDUCTOR_SIZES, type ConductorSize } from '../electrical/conductor-sizes.ts';
import { sizeName, type TemperatureColumn } from '../electrical/nec-tables.ts';

/* The conductor menus of the NEC wiring calculators: size, metal and solid or stranded. */

export const conductorSizeField = (
  label: string,
  defaultSize: ConductorSize,
  sizes: readonly string[] = CONDUCTOR_SIZES,
) => select({ label, options: sizes.map((size) => ({ value: size, label: sizeName(size) })), default: defaultSize });

export const metalField = () =>
  select({
    label: 'Conductor metal',
    options: [
      { value: 'copper', label: 'Copper' },
      { value: 'aluminium', label: 'Aluminium (or copper-clad aluminium)' },
    ],
    default: 'copper',
  });

export const buildField = () =>
  select({
    label: 'Conductor',
    options: [
      { value: 'stranded', label: 'Stranded' },
      { value: 'solid', label: 'Solid (8 AWG and smaller)' },
    ],
    default: 'stranded',
    help: 'Sizes 6 AWG and larger are stranded in NEC Table 8.',
  });

/** A Table 310.16 temperature column: an insulation or terminal rating. */
export const temperatureColumnField = (label: string, value: TemperatureColumn, help: string) =>
  select({
    label,
    options: [
      { value: '60', label: '60 °C (140 °F)' },
      { value: '75', label: '75 °C (167 °F)' },
      { value: '90', label: '90 °C (194 °F)' },
    ],
    default: value,
    help,
  });
