import { bandOf, defineCalculator, integer, out, select } from '../../engine/index.ts';
import { necTables, sizeName } from '../shared/electrical/nec-tables.ts';
import { conductorSizeField } from '../shared/presets/conductor-fields.ts';

const TRADE_SIZES = ['1/2', '3/4', '1', '1-1/4', '1-1/2', '2', '2-1/2', '3', '3-1/2', '4'] as const;
const FILL_SHOWN = { decimals: 1 } as const;

/** Chapter 9 Table 1: 53 % for one conductor, 31 % for two, 40 % for more. */
const fillLimit = (count: number) =>
  count === 1 ? necTables.fillLimits.one : count === 2 ? necTables.fillLimits.two : necTables.fillLimits.more;

export default defineCalculator({
  inputs: {
    conduit: select({
      label: 'Conduit type',
      options: necTables.conduits.map((conduit) => ({ value: conduit.type, label: conduit.name })),
      default: 'emt',
    }),
    tradeSize: select({
      label: 'Trade size',
      options: TRADE_SIZES.map((size) => ({ value: size, label: `${size} in` })),
      default: '3/4',
    }),
    wire: conductorSizeField('Wire size (THHN / THWN-2)', '12', Object.keys(necTables.thhnAreas)),
    count: integer({ label: 'Number of wires', default: 9, min: 1, max: 500, suffix: 'wires' }),
  },
  datedTables: [necTables],
  compute: ({ conduit, tradeSize, wire, count }) => {
    const conduitArea = necTables.conduits.find((row) => row.type === conduit)?.areas[tradeSize] ?? 0;
    const wireArea = necTables.thhnAreas[wire] ?? 0;
    const fill = ((count * wireArea) / conduitArea) * 100;
    const limit = fillLimit(count);
    return {
      fill,
      limit,
      verdict: bandOf(
        fill,
        FILL_SHOWN,
        [[limit + 0.05, 'Over the NEC limit: use a larger conduit or fewer wires']],
        'Within the NEC limit',
      ),
      wireArea: count * wireArea,
      conduitArea,
      maxWires: Math.floor((conduitArea * necTables.fillLimits.more) / 100 / wireArea),
      wireName: sizeName(wire),
    };
  },
  outputs: {
    fill: { ...out.percent({ label: 'Conduit fill', decimals: 1 }), primary: true },
    verdict: { ...out.text({ label: 'Compared with Chapter 9, Table 1' }), primary: true },
    limit: out.percent({ label: 'Largest fill allowed for this many wires', decimals: 0 }),
    maxWires: out.integer({ label: 'Most wires of this size at 40 % (3 or more)', suffix: 'wires' }),
    wireArea: out.number({ label: 'Area of the wires', suffix: 'in²', digits: 4 }),
    conduitArea: out.number({ label: 'Inside area of the conduit', suffix: 'in²', digits: 4 }),
  },
});
