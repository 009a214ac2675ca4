import { checkAll, defineCalculator, lessThan, out, select } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import {
  rebarMassPerMetre,
  rebarSizeChoices,
  rebarSizeTable,
  slabGrid,
  STOCK_BAR_LENGTHS,
} from '../shared/building/rebar.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

export default defineCalculator({
  inputs: {
    length: buildingLength('Slab length', 6),
    width: buildingLength('Slab width', 4),
    spacing: buildingThickness('Bar spacing, on centre', 30, 'Residential slabs often use 30–45 cm (12–18 in).'),
    cover: buildingThickness(
      'Edge cover',
      7.5,
      'Gap from the slab edge to the grid; 7.5 cm (3 in) is usual for concrete cast against earth.',
      true,
    ),
    size: select({ label: 'Bar size', options: rebarSizeChoices, default: 'mm12' }),
    stock: select({
      label: 'Stock bar length',
      options: [
        { value: 'ft10', label: '10 ft' },
        { value: 'ft20', label: '20 ft' },
        { value: 'ft40', label: '40 ft' },
        { value: 'ft60', label: '60 ft' },
        { value: 'm6', label: '6 m' },
        { value: 'm12', label: '12 m' },
      ],
      default: 'm6',
    }),
    waste: wasteAllowance('Extra for lap splices and offcuts; 10–15 % is usual.', 10),
    pricePerBar: piecePrice('Price per stock bar'),
  },
  outputs: {
    stockBars: out.integer({ label: 'Stock bars to buy, with waste', primary: true }),
    barsAlongLength: out.integer({ label: 'Bars running along the length' }),
    barsAlongWidth: out.integer({ label: 'Bars running across the width' }),
    totalLength: out.number({
      label: 'Total bar length, before waste',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
      digits: 4,
    }),
    weight: out.number({
      label: 'Steel weight, before waste',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 't', 'lb', 'ton'],
    }),
    cost: out.money({ label: 'Cost of the stock bars' }),
  },
  validate: ({ length, width, cover, spacing }) =>
    checkAll(
      lessThan('cover', 2 * cover, Math.min(length, width), {
        what: 'Twice the edge cover',
        than: 'the slab’s shorter side',
      }),
      lessThan('spacing', spacing, Math.max(length, width), { what: 'The spacing', than: 'the slab’s longer side' }),
    ),
  compute: ({ length, width, cover, spacing, size, stock, waste, pricePerBar }) => {
    const grid = slabGrid(length, width, cover, spacing);
    const stockBars = wholePackages(withWaste(grid.totalLength, waste), STOCK_BAR_LENGTHS[stock]);
    return {
      stockBars,
      barsAlongLength: grid.barsAlongLength,
      barsAlongWidth: grid.barsAlongWidth,
      totalLength: grid.totalLength,
      weight: grid.totalLength * rebarMassPerMetre(size),
      cost: packagesCost(stockBars, pricePerBar),
    };
  },
  datedTables: [rebarSizeTable],
});
