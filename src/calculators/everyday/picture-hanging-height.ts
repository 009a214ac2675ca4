import { defineCalculator, lessThan, out, radio } from '../../engine/index.ts';
import { buildingThickness } from '../shared/presets/building-lengths.ts';

const heightOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'length', unit: 'cm', imperialUnit: 'in', units: ['cm', 'm', 'in', 'ft'] });

/** Where the centre of the picture goes: at eye level, or a gap above the furniture below it. */
const centreOf = (values: { mode: string; centre: number; furniture: number; gap: number; frameHeight: number }) =>
  values.mode === 'eye' ? values.centre : values.furniture + values.gap + values.frameHeight / 2;

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Hang it',
      options: [
        { value: 'eye', label: 'At eye level (centre at 145 cm, 57 in)' },
        { value: 'furniture', label: 'Above a sofa, bed or sideboard' },
      ],
      default: 'eye',
    }),
    frameHeight: buildingThickness('Frame height', 50),
    wireDrop: buildingThickness(
      'Top of frame to the hanger',
      5,
      'Pull the wire up tight (as the hook will) and measure down from the top of the frame; 0 for a D-ring at the top.',
      true,
    ),
    centre: buildingThickness(
      'Centre height from the floor',
      145,
      'Galleries use 57 in (145 cm); 56–60 in suits most homes.',
    ),
    furniture: buildingThickness('Top of the furniture from the floor', 85, 'Only when hanging above furniture.', true),
    gap: buildingThickness('Gap above the furniture', 20, 'Usually 15–25 cm (6–10 in).', true),
  },
  outputs: {
    hook: heightOutput('Hook or nail height from the floor', true),
    centreHeight: heightOutput('Centre of the picture'),
    top: heightOutput('Top of the frame'),
    bottom: heightOutput('Bottom of the frame'),
    aboveCentre: heightOutput('Hook above the centre'),
  },
  validate: (values) =>
    lessThan('wireDrop', values.wireDrop, values.frameHeight, { what: 'The hanger drop', than: 'the frame height' }),
  compute: (values) => {
    const centreHeight = centreOf(values);
    const aboveCentre = values.frameHeight / 2 - values.wireDrop;
    return {
      hook: centreHeight + aboveCentre,
      centreHeight,
      top: centreHeight + values.frameHeight / 2,
      bottom: centreHeight - values.frameHeight / 2,
      aboveCentre,
    };
  },
});
