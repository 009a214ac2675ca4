import { defineCalculator, number, out } from '../../engine/index.ts';
import { wholePackages } from '../shared/building/packages.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';

const fabricLength = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'length', unit: 'm', imperialUnit: 'yd', units: ['cm', 'm', 'in', 'yd'] });

export default defineCalculator({
  inputs: {
    windowWidth: buildingLength('Window width (or track length)', 1.5),
    extension: buildingThickness(
      'Rod beyond the frame, each side',
      15,
      '10–25 cm (4–10 in) lets open curtains clear the glass; 0 if you measured the track.',
      true,
    ),
    fullness: number({
      label: 'Fullness',
      help: '1.5 for a light gather, 2 standard, 2.25–2.5 for pinch pleats, up to 3 for sheers.',
      default: 2,
      min: 1,
      max: 4,
      suffix: '× the width',
    }),
    sideAllowance: buildingThickness(
      'Side hems and returns, all panels',
      10,
      'Extra flat width: about 5 cm (2 in) per side hem, plus any returns to the wall.',
      true,
    ),
    finishedLength: buildingLength('Finished curtain length', 2.3, {
      help: 'From the rod or track to the sill, below it or the floor.',
    }),
    hemAllowance: buildingThickness(
      'Heading and hem allowance',
      40,
      'Top and bottom together; often 25–40 cm (10–16 in).',
      true,
    ),
    fabricWidth: buildingThickness('Fabric width', 137, 'On the bolt: 137 cm (54 in) for most curtain fabric.'),
  },
  outputs: {
    fabric: fabricLength('Fabric to buy', true),
    widths: out.integer({ label: 'Widths of fabric (drops)' }),
    cutLength: fabricLength('Cut length of each drop'),
    flatWidth: fabricLength('Flat width of the curtains'),
    rodWidth: fabricLength('Rod or track width'),
  },
  compute: ({ windowWidth, extension, fullness, sideAllowance, finishedLength, hemAllowance, fabricWidth }) => {
    const rodWidth = windowWidth + 2 * extension;
    const flatWidth = rodWidth * fullness + sideAllowance;
    const widths = wholePackages(flatWidth, fabricWidth);
    const cutLength = finishedLength + hemAllowance;
    return { fabric: widths * cutLength, widths, cutLength, flatWidth, rodWidth };
  },
});
