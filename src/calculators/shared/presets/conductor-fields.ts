import { select } from '../../../engine/index.ts';
import { CONDUCTOR_SIZES, type ConductorSize } from '../electrical/nec-tables.schema.ts';
import { sizeName } from '../electrical/nec-tables.ts';

/* The conductor menus of the NEC wiring calculators: size, metal and solid or stranded. */

export const conductorSizeField = (label: string, defaultSize: ConductorSize, sizes: readonly string[] = CONDUCTOR_SIZES) =>
  select({ label, options: sizes.map((size) => ({ value: size, label: sizeName(size) })), default: defaultSize });

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
