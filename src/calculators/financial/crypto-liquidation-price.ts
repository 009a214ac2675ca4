import Big from 'big.js';
import { defineCalculator, money, number, out, percent } from '../../engine/index.ts';
import { direction, percentOf, PRICE_BOUNDS, safeDiv } from '../shared/crypto/position-pnl.ts';
import { positionSizeInput, sideInput } from '../shared/presets/position-fields.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

export default defineCalculator({
  inputs: {
    side: sideInput(),
    entry: money({ label: 'Entry price', default: 60_000, ...PRICE_BOUNDS }),
    leverage: number({ label: 'Leverage', default: 10, min: 1, max: 200, suffix: '×' }),
    maintenanceRate: percent({
      label: 'Maintenance margin rate',
      help: "From the exchange's risk-limit table; 0.4–0.5 % for small BTC positions on large exchanges.",
      default: 0.5,
      min: 0,
      max: 50,
    }),
    coins: positionSizeInput(1),
    extraMargin: moneyAmount({
      label: 'Extra margin added',
      help: 'Margin added to the position after opening it; 0 if none.',
      default: 0,
    }),
  },
  outputs: {
    liquidationPrice: out.money({ label: 'Estimated liquidation price', primary: true, perUnit: true }),
    distance: out.percent({ label: 'Price move from the entry to liquidation', decimals: 2 }),
    initialMargin: out.money({ label: 'Initial margin' }),
    maintenanceMargin: out.money({ label: 'Maintenance margin' }),
    positionValue: out.money({ label: 'Position value' }),
    note: out.text({ label: 'Note' }),
  },
  validate: ({ leverage, maintenanceRate }) =>
    maintenanceRate >= 100 / leverage
      ? [
          {
            field: 'maintenanceRate',
            message: `At ${leverage}× the initial margin is ${Number((100 / leverage).toPrecision(4))} % of the position; the maintenance rate must be lower.`,
          },
        ]
      : [],
  compute: ({ side, entry, leverage, maintenanceRate, coins, extraMargin }) => {
    const positionValue = new Big(coins).times(entry);
    const initialMargin = safeDiv(positionValue, leverage);
    const maintenanceMargin = percentOf(positionValue, maintenanceRate);
    // Bybit, isolated margin: the position is liquidated once its loss uses up the margin above
    // the maintenance margin. Spread over the coins, that loss is a price move from the entry.
    const buffer = safeDiv(initialMargin.minus(maintenanceMargin).plus(extraMargin), coins);
    const raw = new Big(entry).minus(buffer.times(direction(side)));
    const belowZero = raw.lte(0);
    const liquidationPrice = belowZero ? new Big(0) : raw;
    return {
      liquidationPrice: liquidationPrice.round(8, Big.roundHalfUp).toNumber(),
      distance: safeDiv(liquidationPrice.minus(entry).abs().times(100), entry).toNumber(),
      initialMargin: toCents(initialMargin),
      maintenanceMargin: toCents(maintenanceMargin),
      positionValue: toCents(positionValue),
      note: belowZero
        ? 'With this much margin a long cannot be liquidated: the price would have to fall to zero.'
        : 'An estimate from the entry price: fees, funding payments and tiered margin are not included, and exchanges trigger liquidation on the mark price.',
    };
  },
});
