import { defineCalculator, lessThan, out, radio, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';

/*
 * Standard rug sizes as sold: US sizes in feet (the size chart of FreeToolsHub's rug guide) and
 * the common European sizes in centimetres. Sides in m.
 */
const feet = (long: number, short: number) => ({
  label: `${short} × ${long} ft`,
  long: toBase('length', long, 'ft'),
  short: toBase('length', short, 'ft'),
});
const centimetres = (long: number, short: number) => ({
  label: `${short} × ${long} cm`,
  long: long / 100,
  short: short / 100,
});

const STANDARD_RUGS = {
  ft: [feet(5, 3), feet(6, 4), feet(8, 5), feet(9, 6), feet(10, 8), feet(12, 9), feet(14, 10), feet(15, 12)],
  cm: [
    centimetres(170, 120),
    centimetres(200, 140),
    centimetres(230, 160),
    centimetres(300, 200),
    centimetres(340, 240),
    centimetres(350, 250),
    centimetres(400, 300),
  ],
};

type Rug = (typeof STANDARD_RUGS)['ft'][number];
const byArea = (a: Rug, b: Rug) => a.long * a.short - b.long * b.short;
const fitsIn = (rug: Rug, long: number, short: number) => rug.long <= long + 1e-9 && rug.short <= short + 1e-9;

/** In a room: the largest standard rug inside the ideal size. Under a table: the smallest that covers it. */
function standardRug(sizes: keyof typeof STANDARD_RUGS, mode: string, long: number, short: number): string {
  const sorted = [...STANDARD_RUGS[sizes]].sort(byArea);
  if (mode === 'room') {
    const fitting = sorted.filter((rug) => fitsIn(rug, long, short));
    return fitting.at(-1)?.label ?? 'Smaller than any standard size: look for a runner or a custom rug';
  }
  const covering = sorted.find((rug) => rug.long >= long - 1e-9 && rug.short >= short - 1e-9);
  return covering?.label ?? 'Larger than standard sizes: look for a custom or broadloom rug';
}

const rugSide = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'length', unit: 'cm', imperialUnit: 'ft', units: ['cm', 'm', 'in', 'ft'] });

const sizeOf = (values: { mode: string; length: number; width: number; clearance: number }) => {
  const sign = values.mode === 'room' ? -1 : 1;
  return {
    rugLength: values.length + 2 * sign * values.clearance,
    rugWidth: values.width + 2 * sign * values.clearance,
  };
};

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'The rug goes',
      options: [
        { value: 'room', label: 'In a room, with bare floor around it' },
        { value: 'dining', label: 'Under a dining table' },
      ],
      default: 'room',
    }),
    length: buildingLength('Room or table length', 5),
    width: buildingLength('Room or table width', 4),
    sizes: select({
      label: 'Standard sizes',
      options: [
        { value: 'ft', label: 'US sizes in feet (3 × 5 to 12 × 15 ft)' },
        { value: 'cm', label: 'Metric sizes in cm (120 × 170 to 300 × 400 cm)' },
      ],
      default: 'ft',
    }),
    clearance: buildingThickness(
      'Floor border or chair space',
      45,
      'In a room: 30–45 cm (12–18 in) of bare floor to the walls. Under a table: 60 cm (24 in) of rug for the chairs.',
      true,
    ),
  },
  outputs: {
    rugLength: rugSide('Rug length', true),
    rugWidth: rugSide('Rug width', true),
    standard: out.text({ label: 'Standard size' }),
  },
  validate: (values) =>
    values.mode === 'room'
      ? lessThan('clearance', 2 * values.clearance, Math.min(values.length, values.width), {
          what: 'Twice the floor border',
          than: 'the room width and length',
        })
      : [],
  compute: (values) => {
    const { rugLength, rugWidth } = sizeOf(values);
    const long = Math.max(rugLength, rugWidth);
    const short = Math.min(rugLength, rugWidth);
    return { rugLength, rugWidth, standard: standardRug(values.sizes, values.mode, long, short) };
  },
});
