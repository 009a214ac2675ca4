import { describe, expect, it } from 'vitest';
import { defaultPrice, priceHelp } from '../../../../../src/calculators/shared/crypto/market.ts';
import {
  coinPriceInput,
  SMALLEST_COIN_PRICE,
  tradePriceInput,
} from '../../../../../src/calculators/shared/presets/coin-price.ts';
import { PRICE_MAX } from '../../../../../src/calculators/shared/presets/money-fields.ts';

describe('coin price fields', () => {
  it('default to the market table price and say its date', () => {
    expect(coinPriceInput('ETH', 'Ether price (1 ETH)')).toEqual({
      kind: 'money',
      label: 'Ether price (1 ETH)',
      help: priceHelp('ETH'),
      default: defaultPrice('ETH'),
      min: 0,
      max: PRICE_MAX,
    });
  });

  it('put a lead sentence before the help line', () => {
    expect(coinPriceInput('ETH', 'Coin price (optional)', 'For the values in money.').help).toBe(
      `For the values in money. ${priceHelp('ETH')}`,
    );
  });

  it('keep a trade price above 0, since amounts are divided by it', () => {
    expect(tradePriceInput('BTC', 'Buy price (1 coin)')).toMatchObject({
      default: defaultPrice('BTC'),
      min: SMALLEST_COIN_PRICE,
      max: PRICE_MAX,
    });
  });
});
