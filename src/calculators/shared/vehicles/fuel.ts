import Big from 'big.js';
import { unitInfo } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';
import { toCents, toUnitPrice } from '../money/cents.ts';

const LITRE_M3 = unitInfo('volume', 'l').factor;

/** Litres burnt over `distanceM` metres by a car that goes `kmPerLitre` km on a litre. */
export function litresFor(distanceM: number, kmPerLitre: number): number {
  return distanceM / 1000 / kmPerLitre;
}

/** Litres expressed in the volume family's base unit (cubic metres), for a volume output. */
export const litresToM3 = (litres: number) => litres * LITRE_M3;

/** The price of one litre, exactly, from a price per US gallon, litre or imperial gallon. */
export function pricePerLitre(price: number, per: string): Big {
  return new Big(price).times(LITRE_M3).div(unitInfo('volume', per).factor);
}

/** What a number of litres costs at a price per litre, unrounded (round the total once). */
export function fuelCost(litres: number, litrePrice: Big): Big {
  return litrePrice.times(litres);
}

/** The fuel bill, to the cent, for driving `distanceM` metres at `kmPerLitre` and a pump price per `per`. */
export function drivingFuelCents(distanceM: number, kmPerLitre: number, price: number, per: string): number {
  return toCents(fuelCost(litresFor(distanceM, kmPerLitre), pricePerLitre(price, per)));
}

const MILE_M = unitInfo('length', 'mi').factor;

/** An amount spread over a distance in metres: the price per kilometre and per mile, to 10 decimals. */
export function costPerDistance(amount: Big | number, distanceM: number) {
  const perMetre = distanceM > 0 ? new Big(amount).div(distanceM) : new Big(0);
  return {
    costPerKm: toUnitPrice(perMetre.times(1000)),
    costPerMile: toUnitPrice(perMetre.times(MILE_M)),
  };
}
