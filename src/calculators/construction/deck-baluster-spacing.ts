import { checkAll, defineCalculator, integer, lessThan, out } from '../../engine/index.ts';
import { packagesCost, wholePackages } from '../shared/building/packages.ts';
import { stairsGuardsTable } from '../shared/building/stairs-guards.ts';
import { lumberDimension, pieceLength } from '../shared/presets/lumber-fields.ts';
import { piecePrice } from '../shared/presets/material-order.ts';

const { maxGuardOpeningInches } = stairsGuardsTable;

const gapOutput = (label: string, help?: string) =>
  out.number({
    label,
    ...(help ? { help } : {}),
    unitFamily: 'length',
    unit: 'in',
    units: ['in', 'mm', 'cm'],
    digits: 3,
  });

export default defineCalculator({
  inputs: {
    railLength: pieceLength('Rail length between posts', 6, 'The clear opening from post to post.'),
    sections: integer({ label: 'Sections of this length', default: 1, min: 1, max: 500 }),
    balusterWidth: lumberDimension('Baluster width', 1.5, 'A 2 × 2 baluster is 1.5 in wide (PS 20).'),
    maxGap: lumberDimension(
      'Largest gap allowed',
      maxGuardOpeningInches,
      `IRC 2021 R312.1.3: no opening may pass a ${maxGuardOpeningInches} in sphere.`,
    ),
    pricePerBaluster: piecePrice('Price per baluster'),
  },
  outputs: {
    total: out.integer({ label: 'Balusters in all', primary: true }),
    perSection: out.integer({ label: 'Balusters per section' }),
    gap: gapOutput('Gap between balusters', 'The same gap at each post, so the layout is even.'),
    onCentre: gapOutput('Baluster spacing, centre to centre'),
    cost: out.money({ label: 'Cost of the balusters' }),
  },
  validate: ({ railLength, maxGap }) =>
    checkAll(lessThan('maxGap', maxGap, railLength, { what: 'The largest gap', than: 'the rail length' })),
  compute: ({ railLength, sections, balusterWidth, maxGap, pricePerBaluster }) => {
    // The fewest balusters that keep every gap, the two at the posts included, within the limit.
    const perSection = wholePackages(railLength - maxGap, balusterWidth + maxGap);
    const gap = (railLength - perSection * balusterWidth) / (perSection + 1);
    const total = perSection * sections;
    return { total, perSection, gap, onCentre: gap + balusterWidth, cost: packagesCost(total, pricePerBaluster) };
  },
  datedTables: [stairsGuardsTable],
});
