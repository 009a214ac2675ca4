import Big from 'big.js';

/*
 * Spot trades with percentage fees, in exact decimals. An exchange charges its fee as a
 * percentage of the trade value (coins × price): on a buy the fee is paid on top of the coins'
 * value, on a sell it is taken from the proceeds. Fee rates are percentages (0.1 means 0.1 %).
 */

const fraction = (percent: number) => new Big(percent).div(100);

export interface Buy {
  coins: Big;
  /** Value of the coins at the buy price, without the fee. */
  tradeValue: Big;
  fee: Big;
}

/** What `spent` buys at `price` when the buy fee comes out of the same money. */
export function buySpending(spent: number, price: number, feePercent: number): Buy {
  const tradeValue = new Big(spent).div(fraction(feePercent).plus(1));
  return { coins: tradeValue.div(price), tradeValue, fee: new Big(spent).minus(tradeValue) };
}

/** Buying a trade value worth of coins at `price`, the fee paid on top. */
export function buyWorth(tradeValue: number, price: number, feePercent: number): Buy {
  const value = new Big(tradeValue);
  return { coins: value.div(price), tradeValue: value, fee: value.times(fraction(feePercent)) };
}

export interface Sale {
  gross: Big;
  fee: Big;
  net: Big;
}

/** Selling `coins` at `price`: the fee is taken from the proceeds. */
export function sell(coins: Big, price: number, feePercent: number): Sale {
  const gross = coins.times(price);
  const fee = gross.times(fraction(feePercent));
  return { gross, fee, net: gross.minus(fee) };
}

/**
 * The sell price at which the net proceeds equal the money spent:
 * buy price × (1 + buy fee) ÷ (1 − sell fee). Needs a sell fee below 100 %.
 */
export function breakEvenSellPrice(buyPrice: number, buyFeePercent: number, sellFeePercent: number): Big {
  return new Big(buyPrice).times(fraction(buyFeePercent).plus(1)).div(new Big(1).minus(fraction(sellFeePercent)));
}
