import { defineCalculator, number, out, percent, select } from '../../engine/index.ts';

/*
 * IES Lighting Handbook (10th ed.) recommended maintained illuminance for homes, in lux (as tabled
 * by LEDVANCE): general light on the floor, or on the working surface for a task.
 */
const ROOMS = [
  { value: 'living', label: 'Living room (general)', lux: 30 },
  { value: 'bedroom', label: 'Bedroom (general)', lux: 50 },
  { value: 'hallway', label: 'Hallway, entry or stairs', lux: 30 },
  { value: 'kitchen', label: 'Kitchen (general)', lux: 100 },
  { value: 'counter', label: 'Kitchen counters (food preparation)', lux: 500 },
  { value: 'cooktop', label: 'Kitchen stovetop', lux: 300 },
  { value: 'dining', label: 'Dining room (on the table)', lux: 200 },
  { value: 'bathroom', label: 'Bathroom', lux: 300 },
  { value: 'reading', label: 'Reading or writing area', lux: 200 },
  { value: 'laundry', label: 'Laundry room', lux: 200 },
  { value: 'basement', label: 'Basement or recreation room', lux: 150 },
  { value: 'garage', label: 'Garage (general)', lux: 200 },
  { value: 'workbench', label: 'Workbench', lux: 1000 },
] as const;

type Room = (typeof ROOMS)[number]['value'] | 'own';

const luxOf = (room: Room, own: number) => ROOMS.find((row) => row.value === room)?.lux ?? own;

const ILLUMINANCE = { unitFamily: 'illuminance', unit: 'lx', imperialUnit: 'fc', units: ['lx', 'fc'] } as const;

export default defineCalculator({
  inputs: {
    room: select({
      label: 'Room or activity',
      options: [...ROOMS.map(({ value, label }) => ({ value, label })), { value: 'own', label: 'My own light level' }],
      default: 'living',
    }),
    ownLevel: number({
      label: 'Light level (for "My own light level")',
      ...ILLUMINANCE,
      default: 300,
      min: 1,
      max: 20_000,
    }),
    area: number({
      label: 'Area to light',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
      default: 20,
      min: 0,
      minInclusive: false,
      max: 100_000,
      help: 'Length × width of the room, or of the counter or desk for task light.',
    }),
    fixtureLumens: number({
      label: 'Light from each bulb or fixture',
      default: 800,
      min: 1,
      max: 1_000_000,
      suffix: 'lumens',
      help: 'On the box: an 800-lumen bulb matches an old 60 W one.',
    }),
    reaching: percent({
      label: 'Share of the light reaching the surface',
      default: 100,
      min: 1,
      max: 100,
      help: '100% for the simple rule; designers use 50–70% for walls, shades and ageing.',
    }),
  },
  compute: ({ room, ownLevel, area, fixtureLumens, reaching }) => {
    const lux = luxOf(room, ownLevel);
    const lumens = (lux * area) / (reaching / 100);
    // A whole number of fixtures, rounded up; the small allowance keeps 3000 ÷ 750 (a float hair
    // above 4) from asking for a fifth.
    return { lumens, lux, fixtures: Math.ceil(lumens / fixtureLumens - 1e-9) };
  },
  outputs: {
    lumens: out.number({ label: 'Lumens needed', suffix: 'lumens', decimals: 0, primary: true }),
    fixtures: out.integer({ label: 'Bulbs or fixtures needed', primary: true }),
    lux: out.number({ label: 'Target light level', ...ILLUMINANCE, digits: 3 }),
  },
});
