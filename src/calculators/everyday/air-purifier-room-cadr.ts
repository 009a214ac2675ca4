import { defineCalculator, number, out } from '../../engine/index.ts';
import { toBase } from '../../engine/units/convert.ts';
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
  examples: [
    {
      inputs: {
        length: { value: 12, unit: 'ft' },
        width: { value: 10, unit: 'ft' },
        height: { value: 8, unit: 'ft' },
        targetAch: 4.8,
        purifierCadr: 0,
      },
      expect: { ahamCadr: { value: 80, unit: 'cfm' } },
      tolerance: 1e-9,
      source:
        'US Air Purifiers, "How to interpret AHAM’s CADR ratings": by the 2/3 rule a 10 × 12 ft room of 120 ft² needs a tobacco smoke CADR of at least 80',
    },
    {
      inputs: {
        length: { value: 20, unit: 'ft' },
        width: { value: 15, unit: 'ft' },
        height: { value: 8, unit: 'ft' },
        targetAch: 4.8,
        purifierCadr: { value: 250, unit: 'cfm' },
      },
      expect: {
        ahamCadr: { value: 200, unit: 'cfm' },
        areaServed: { value: 390.625, unit: 'ft2' },
        cadrNeeded: { value: 192, unit: 'cfm' },
      },
      tolerance: 1e-9,
      source:
        'Airwayz, "Understanding the 2/3 rule": a 300 ft² bedroom needs at least 200 cfm; CalculatorLib, "CADR room size calculator": 250 cfm × 60 ÷ 4.8 ACH = 3,125 ft³, ÷ 8 ft = 391 ft² (and 2,400 ft³ × 4.8 ÷ 60 = 192 cfm)',
    },
  ],
});
