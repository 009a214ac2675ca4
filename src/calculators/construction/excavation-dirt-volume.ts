import { defineCalculator, integer, number, out, percent, radio } from '../../engine/index.ts';
import { looseVolume, roundPitVolume } from '../shared/building/earthwork.ts';
import { wholePackages } from '../shared/building/packages.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { bulkVolumeOutput } from '../shared/presets/bulk-volume.ts';

export default defineCalculator({
  inputs: {
    shape: radio({
      label: 'Shape of the hole',
      options: [
        { value: 'box', label: 'Trench, pit or basement (rectangular)' },
        { value: 'round', label: 'Round hole or pier' },
      ],
      default: 'box',
    }),
    length: buildingLength('Length, or diameter of a round hole', 10),
    width: buildingLength('Width', 0.6, { help: 'Not used for a round hole.' }),
    depth: buildingLength('Depth', 1),
    count: integer({ label: 'Number of holes alike', default: 1, min: 1, max: 10_000 }),
    swell: percent({
      label: 'Swell of the soil',
      help: 'Clean sand or gravel 5–15 %, topsoil 10–25 %, common earth 20–45 %, clay 30–60 %, solid rock 50–80 %.',
      default: 25,
      min: 0,
      max: 100,
    }),
    truck: number({
      label: 'Truck capacity (loose)',
      help: 'A tandem dump truck carries about 8–10 m³ (10–14 yd³); a small dump trailer 2–4 m³.',
      default: 8,
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'yd3',
      units: ['m3', 'yd3'],
      min: 0,
      minInclusive: false,
      max: 1000,
    }),
  },
  compute: ({ shape, length, width, depth, count, swell, truck }) => {
    const one = shape === 'round' ? roundPitVolume(length, depth) : boxVolume(length, width, depth);
    const bank = one * count;
    const loose = looseVolume(bank, swell);
    return { bank, loose, truckloads: wholePackages(loose, truck) };
  },
  outputs: {
    loose: bulkVolumeOutput(
      'Loose volume to haul',
      true,
      'The dug soil with its swell: what fills trucks and spoil piles.',
    ),
    bank: bulkVolumeOutput('Bank volume (in the ground)'),
    truckloads: out.integer({ label: 'Truckloads' }),
  },
});
