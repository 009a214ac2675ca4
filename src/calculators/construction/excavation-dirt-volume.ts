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
  examples: [
    {
      inputs: {
        shape: 'box',
        length: { value: 10, unit: 'yd' },
        width: { value: 10, unit: 'yd' },
        depth: { value: 10, unit: 'yd' },
        count: 1,
        swell: 30,
        truck: { value: 7, unit: 'yd3' },
      },
      expect: { bank: { value: 1000, unit: 'yd3' }, loose: { value: 1300, unit: 'yd3' }, truckloads: 186 },
      tolerance: 1e-6,
      source:
        'Dagostino & Peterson, Estimating in Building Construction, Example 9-2: 1,000 bank cy of dense clay with 30 % swell is 1,300 loose cy, or 186 loads in 7 cy dump trucks',
    },
    {
      inputs: { shape: 'box', length: 200, width: 20, depth: 2, count: 1, swell: 40, truck: 8 },
      expect: { bank: 8000, loose: 11200, truckloads: 1400 },
      tolerance: 1e-6,
      source:
        'Spike\'s Calculators, "Bulking/swell factors": an excavation 200 × 20 × 2 m is 8,000 bank m³; with 40 % swell 11,200 loose m³ (÷ 8 m³ = 1,400 loads)',
    },
    {
      inputs: { shape: 'round', length: 0.3, depth: 0.9, count: 10, swell: 0 },
      expect: { bank: 0.63617 },
      tolerance: 1e-5,
      source: 'Volume of a cylinder πd²h/4: ten post holes 30 cm across and 90 cm deep are 10 × 0.0636 = 0.636 m³',
    },
  ],
});
