import { defineCalculator, number, out } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
import '../../engine/units/loaders/space.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';

/*
 * Air purifier sizing. CADR (clean air delivery rate) is a flow of clean air; air changes per
 * hour (ACH) = CADR × 1 h ÷ room volume. AHAM's 2/3 rule asks a smoke CADR in cfm of at least 2/3
 * of the floor area in ft² (for an 8 ft ceiling, about 4.8 ACH: the ACH its suggested room sizes
 * assume). Lengths in m, flows in m³/s.
 */
const SECONDS_PER_HOUR = 3600;
const AHAM_CFM_PER_FT2 = 2 / 3;

const flowOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'flow', unit: 'm3h', imperialUnit: 'cfm', units: ['m3h', 'ls', 'cfm'] });

export default defineCalculator({
  inputs: {
    length: buildingLength('Room length', 5),
    width: buildingLength('Room width', 4),
    height: buildingLength('Ceiling height', 2.4),
    targetAch: number({
      label: 'Air changes per hour wanted',
      help: 'AHAM’s room sizes assume 4.8; 5 or more for allergies and wildfire smoke.',
      default: 4.8,
      min: 0.5,
      max: 30,
      suffix: 'per hour',
    }),
    purifierCadr: number({
      label: 'Your purifier’s CADR (optional)',
      help: 'The smoke CADR on the AHAM label; 0 to leave out.',
      default: 0,
      unitFamily: 'flow',
      unit: 'm3h',
      imperialUnit: 'cfm',
      units: ['m3h', 'ls', 'cfm'],
      min: 0,
      max: 100_000,
    }),
  },
  outputs: {
    cadrNeeded: flowOutput('CADR needed for the air changes wanted', true),
    ahamCadr: flowOutput('CADR by AHAM’s 2/3 rule'),
    achDelivered: out.number({ label: 'Air changes per hour from your purifier', decimals: 1 }),
    areaServed: out.number({
      label: 'Largest floor area your purifier serves',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
    }),
  },
  compute: ({ length, width, height, targetAch, purifierCadr }) => {
    const area = length * width;
    const volume = area * height;
    const areaInFt2 = area / toBase('area', 1, 'ft2');
    return {
      cadrNeeded: (volume * targetAch) / SECONDS_PER_HOUR,
      ahamCadr: toBase('flow', areaInFt2 * AHAM_CFM_PER_FT2, 'cfm'),
      achDelivered: (purifierCadr * SECONDS_PER_HOUR) / volume,
      areaServed: (purifierCadr * SECONDS_PER_HOUR) / (targetAch * height),
    };
  },
});
