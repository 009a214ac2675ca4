import { defineCalculator, integer, number, out, percent } from '../../engine/index.ts';
import { CUBIC_FEET_PER_ROOM, MOVING_TRUCKS, truckFor, truckVolume } from '../shared/household/moving-trucks.ts';

const VOLUME_UNITS = { unitFamily: 'volume', unit: 'm3', imperialUnit: 'ft3', units: ['m3', 'ft3'] } as const;

const volumeOutput = (label: string, primary = false) => out.number({ label, primary, ...VOLUME_UNITS, digits: 4 });

export default defineCalculator({
  inputs: {
    rooms: integer({
      label: 'Rooms to move',
      help: 'Bedrooms, living, dining, kitchen, office, garage; not bathrooms. Count a packed room twice.',
      default: 5,
      min: 0,
      max: 60,
      suffix: 'rooms',
    }),
    perRoom: number({
      label: 'Space per room',
      help: 'About 150 cubic feet (4.2 m³) for a furnished room with its boxes.',
      ...VOLUME_UNITS,
      default: truckVolume(CUBIC_FEET_PER_ROOM),
      min: 0,
      max: 100,
    }),
    spare: percent({
      label: 'Spare room in the truck',
      help: 'For awkward pieces and loose packing; 10–20 % is usual.',
      default: 10,
      min: 0,
      max: 100,
    }),
  },
  compute: ({ rooms, perRoom, spare }) => {
    const load = rooms * perRoom;
    const needed = load * (1 + spare / 100);
    const { truck, loads } = truckFor(needed);
    const capacity = truckVolume(truck.cubicFeet);
    return {
      truck: loads === 1 ? truck.name : `${loads} loads of a ${truck.name} (or ${loads} trucks)`,
      needed,
      load,
      capacity,
      fill: (load / (capacity * loads)) * 100,
      trucks: MOVING_TRUCKS.map((option) => {
        const space = truckVolume(option.cubicFeet);
        return {
          truck: option.name,
          cubicFeet: option.cubicFeet,
          home: option.home,
          fits: space >= needed ? 'Fits' : `Needs ${Math.ceil(needed / space)} loads`,
        };
      }),
    };
  },
  outputs: {
    truck: out.text({ label: 'Truck to rent', primary: true }),
    needed: volumeOutput('Space needed, with the spare room'),
    load: volumeOutput('Your belongings'),
    capacity: volumeOutput('Cargo space of that truck'),
    fill: out.percent({ label: 'How full it will be', decimals: 0 }),
    trucks: out.table({
      label: 'Truck sizes',
      columns: [
        { key: 'truck', label: 'Truck', kind: 'text' },
        { key: 'cubicFeet', label: 'Cargo space (cu ft)', kind: 'integer' },
        { key: 'home', label: 'Made for', kind: 'text' },
        { key: 'fits', label: 'Your load', kind: 'text' },
      ],
    }),
  },
  examples: [
    {
      inputs: { rooms: 3, perRoom: { value: 150, unit: 'ft3' }, spare: 0 },
      expect: { load: { value: 450, unit: 'ft3' }, truck: '15 ft truck' },
      tolerance: 1e-9,
      source:
        'The Storage Company, "How to measure the truck size you need to move": 3 rooms × 150 = 450 cubic feet; U-Haul lists the 10 ft truck at 402 cu ft (too small) and the 15 ft truck at 764 cu ft',
    },
    {
      inputs: { rooms: 8, perRoom: { value: 150, unit: 'ft3' }, spare: 0 },
      expect: { load: { value: 1200, unit: 'ft3' }, truck: '26 ft truck' },
      tolerance: 1e-9,
      source:
        'The Storage Company rule (rooms × 150 cu ft): 8 rooms = 1,200 cu ft; above the U-Haul 20 ft truck’s 1,016 cu ft, within the 26 ft truck’s 1,682 cu ft',
    },
    {
      inputs: { rooms: 12, perRoom: { value: 150, unit: 'ft3' }, spare: 0 },
      expect: { load: { value: 1800, unit: 'ft3' }, truck: '2 loads of a 26 ft truck (or 2 trucks)' },
      tolerance: 1e-9,
      source:
        'Edge case (more than the largest truck): 12 × 150 = 1,800 cu ft is more than U-Haul’s largest, the 26 ft truck at 1,682 cu ft, so it takes two loads',
    },
  ],
});
