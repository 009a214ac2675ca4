import Big from 'big.js';
import { cents } from '../money/cents.ts';

/** One priced block of a bill: so many kWh at one price per kWh. */
export interface EnergyBlock {
  label: string;
  kwh: number;
  pricePerKwh: number;
}

/** A printed line of the bill (a table row); `amount` is already rounded to the cent. */
export type BillLine = Record<'item' | 'kwh' | 'price' | 'amount', number | string>;

/**
 * Splits the kWh of a month over inclining blocks: the first `limits[0]` kWh at `prices[0]`, the
 * kWh up to `limits[1]` at `prices[1]`, and every kWh above the last limit at the last price.
 * `limits` are cumulative and rising; there is one more price than limits.
 */
export function tieredBlocks(kwh: number, limits: readonly number[], prices: readonly number[]): EnergyBlock[] {
  const blocks: EnergyBlock[] = [];
  let from = 0;
  prices.forEach((price, index) => {
    const to = limits[index] ?? Infinity;
    const inBlock = Math.max(0, Math.min(kwh, to) - from);
    const label = to === Infinity ? `Above ${from} kWh` : from === 0 ? `First ${to} kWh` : `${from}–${to} kWh`;
    if (inBlock > 0 || index === 0) blocks.push({ label, kwh: inBlock, pricePerKwh: price });
    from = to;
  });
  return blocks;
}

/** Splits the month's kWh between on-peak (the given share, in percent) and off-peak hours. */
export function timeOfUseBlocks(kwh: number, onPeakPercent: number, onPeakPrice: number, offPeakPrice: number) {
  const onPeak = (kwh * onPeakPercent) / 100;
  return [
    { label: 'On-peak', kwh: onPeak, pricePerKwh: onPeakPrice },
    { label: 'Off-peak', kwh: kwh - onPeak, pricePerKwh: offPeakPrice },
  ];
}

export interface BillCharges {
  /** A charge per kWh on every kWh (delivery, fuel or power cost adjustment). */
  perKwhOnAll: number;
  fixed: number;
  /** Sales tax in percent, on the whole bill. */
  taxPercent: number;
}

/** The bill as a utility prints it: each line rounded to the cent, then the tax on their sum. */
export function electricityBill(blocks: readonly EnergyBlock[], totalKwh: number, charges: BillCharges) {
  const lines: BillLine[] = blocks.map((block) => ({
    item: block.label,
    kwh: block.kwh,
    price: block.pricePerKwh,
    amount: cents(new Big(block.kwh).times(block.pricePerKwh)).toNumber(),
  }));
  if (charges.perKwhOnAll > 0) {
    lines.push({
      item: 'Other charges per kWh',
      kwh: totalKwh,
      price: charges.perKwhOnAll,
      amount: cents(new Big(totalKwh).times(charges.perKwhOnAll)).toNumber(),
    });
  }
  const energy = lines.reduce((sum, line) => sum.plus(line.amount), new Big(0));
  const fixed = cents(new Big(charges.fixed));
  const beforeTax = energy.plus(fixed);
  const tax = cents(beforeTax.times(charges.taxPercent).div(100));
  if (fixed.gt(0)) lines.push({ item: 'Fixed monthly charge', kwh: '', price: '', amount: fixed.toNumber() });
  if (tax.gt(0)) lines.push({ item: `Tax ${charges.taxPercent}%`, kwh: '', price: '', amount: tax.toNumber() });
  const total = beforeTax.plus(tax);
  return {
    lines,
    energy: energy.toNumber(),
    tax: tax.toNumber(),
    total: total.toNumber(),
    averagePerKwh: totalKwh > 0 ? total.div(totalKwh).round(6, Big.roundHalfUp).toNumber() : 0,
  };
}
