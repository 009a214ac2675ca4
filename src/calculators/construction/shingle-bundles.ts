import { defineCalculator, integer, out, percent } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { inSquares } from '../shared/building/roofing.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { coverageArea, coverageLength } from '../shared/presets/product-coverage.ts';
import { buildingArea } from '../shared/presets/building-area.ts';

export default defineCalculator({
  inputs: {
    roofArea: buildingArea('Roof area', 180, {
      help: 'The sloped surface, not the footprint: the roofing calculator works it out.',
    }),
    waste: percent({
      label: 'Waste allowance',
      help: 'About 10 % for a simple gable roof, 15 % or more with hips, valleys and dormers.',
      default: 10,
      min: 0,
      max: 100,
    }),
    bundlesPerSquare: integer({
      label: 'Bundles per square',
      help: '3 for most 3-tab and architectural shingles; heavy designer shingles take 4 or 5. See the wrapper.',
      default: 3,
      min: 1,
      max: 10,
    }),
    eaves: buildingLength('Length of eaves', 24, { help: 'The lower edges of the roof; 0 for none.', allowZero: true }),
    rakes: buildingLength('Length of rakes', 16, {
      help: 'The sloping gable edges; 0 on a hip roof.',
      allowZero: true,
    }),
    ridges: buildingLength('Length of ridges and hips', 12, { allowZero: true }),
    starterPerBundle: coverageLength(
      'Starter strip per bundle',
      'Linear length one bundle of starter shingles covers: about 120 ft; see the wrapper.',
      120,
      'ft',
    ),
    ridgePerBundle: coverageLength(
      'Ridge cap per bundle',
      'About 35 ft for 3-tab shingles cut into caps, 20–33 ft for ready-made hip and ridge caps.',
      35,
      'ft',
    ),
    underlaymentPerRoll: coverageArea(
      'Underlayment per roll',
      'Net coverage: 400 ft² for No. 15 felt, 200 ft² for No. 30 felt, often 1,000 ft² for synthetic.',
      400,
      'ft2',
    ),
    dripEdgeLength: coverageLength('Drip edge piece length', 'Drip edge is usually sold in 10 ft pieces.', 10, 'ft'),
    pricePerBundle: moneyAmount({ label: 'Price per bundle of shingles', help: 'Optional.', default: 0 }, PRICE_MAX),
  },
  compute: (values) => {
    const allow = (quantity: number) => withWaste(quantity, values.waste);
    const edges = values.eaves + values.rakes;
    const squares = inSquares(values.roofArea);
    const bundles = wholePackages(allow(squares) * values.bundlesPerSquare, 1);
    return {
      squares,
      squaresWithWaste: allow(squares),
      bundles,
      starterBundles: wholePackages(allow(edges), values.starterPerBundle),
      ridgeBundles: wholePackages(allow(values.ridges), values.ridgePerBundle),
      underlaymentRolls: wholePackages(allow(values.roofArea), values.underlaymentPerRoll),
      dripEdgePieces: wholePackages(allow(edges), values.dripEdgeLength),
      cost: packagesCost(bundles, values.pricePerBundle),
    };
  },
  outputs: {
    bundles: out.integer({ label: 'Bundles of shingles', primary: true }),
    squares: out.number({ label: 'Roofing squares (100 ft² each)', decimals: 2 }),
    squaresWithWaste: out.number({ label: 'Squares with waste', decimals: 2 }),
    starterBundles: out.integer({ label: 'Bundles of starter strip (eaves and rakes)' }),
    ridgeBundles: out.integer({ label: 'Bundles of ridge caps' }),
    underlaymentRolls: out.integer({ label: 'Rolls of underlayment' }),
    dripEdgePieces: out.integer({ label: 'Pieces of drip edge (eaves and rakes)' }),
    cost: out.money({ label: 'Cost of the shingle bundles' }),
  },
});
