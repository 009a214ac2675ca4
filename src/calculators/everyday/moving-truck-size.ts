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
});
