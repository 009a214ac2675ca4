import { defineCalculator, integer, lessThan, out, percent } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { inSquares } from '../shared/building/roofing.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { coverageArea, coverageLength } from '../shared/presets/product-coverage.ts';
import { buildingArea } from '../shared/presets/building-area.ts';

const areaOutput = (label: string) =>
  out.number({ label, unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['m2', 'ft2'] });

/** Walls (length × height) plus triangular gable ends (½ × width × height each). */
const grossArea = (v: {
  wallLength: number;
  wallHeight: number;
  gables: number;
  gableWidth: number;
  gableHeight: number;
}) => v.wallLength * v.wallHeight + (v.gables * v.gableWidth * v.gableHeight) / 2;

export default defineCalculator({
  inputs: {
    wallLength: buildingLength('Total length of walls', 40, {
      help: 'Add up the widths of every wall to be sided (the perimeter for the whole house).',
    }),
    wallHeight: buildingLength('Wall height', 2.6, {
      help: 'From the bottom of the siding to the eaves, without gables.',
    }),
    gables: integer({
      label: 'Gable ends',
      help: 'Triangles under the roof ends; 0 on a hip roof.',
      default: 2,
      min: 0,
      max: 100,
    }),
    gableWidth: buildingLength('Gable width', 8, { allowZero: true }),
    gableHeight: buildingLength('Gable height', 2, {
      help: 'From the base of the triangle to the peak.',
      allowZero: true,
    }),
    openings: buildingArea('Doors and windows to leave out', 8, { help: 'Their total area; 0 to leave nothing out.' }),
    waste: percent({
      label: 'Waste allowance',
      help: 'Siding makers suggest about 10 %; more on houses with many gables and corners.',
      default: 10,
      min: 0,
      max: 100,
    }),
    panelCoverage: coverageArea(
      'Coverage of one panel',
      'Length × exposure: a 12 ft 6 in double 4 in vinyl panel covers 8.33 ft².',
      8.33,
      'ft2',
    ),
    corners: integer({ label: 'Outside corners', default: 4, min: 0, max: 100 }),
    cornerPostLength: coverageLength(
      'Corner post length',
      'Corner posts are usually sold 10 ft or 20 ft long.',
      10,
      'ft',
    ),
    pricePerSquare: moneyAmount({ label: 'Price per square of siding', help: 'Optional.', default: 0 }, PRICE_MAX),
  },
  validate: (values) =>
    lessThan('openings', values.openings, grossArea(values), { what: 'The openings', than: 'the walls and gables' }),
  compute: (values) => {
    const netArea = Math.max(0, grossArea(values) - values.openings);
    const squaresWithWaste = inSquares(withWaste(netArea, values.waste));
    return {
      netArea,
      squares: inSquares(netArea),
      squaresWithWaste,
      panels: wholePackages(withWaste(netArea, values.waste), values.panelCoverage),
      cornerPosts: values.corners * wholePackages(values.wallHeight, values.cornerPostLength),
      cost: packagesCost(squaresWithWaste, values.pricePerSquare),
    };
  },
  outputs: {
    squaresWithWaste: out.number({ label: 'Squares of siding, with waste', primary: true, decimals: 2 }),
    netArea: areaOutput('Area to side'),
    squares: out.number({ label: 'Squares before waste (100 ft² each)', decimals: 2 }),
    panels: out.integer({ label: 'Siding panels, with waste' }),
    cornerPosts: out.integer({ label: 'Outside corner posts' }),
    cost: out.money({ label: 'Cost of the siding' }),
  },
});
