/*
 * Backyard flock figures. A standard laying hen eats about 1/4 lb (113 g) of complete feed a day
 * and a bantam about half that (Penn State Extension, "Raising a Small Flock of Chickens"); a
 * chicken drinks about twice as much water as the feed it eats, by weight; and water intake rises
 * about 6.5 % for every 1 °C above 21 °C (Aviagen, Ross Broiler Management Handbook).
 */

import { fromBase, toBase } from './units.ts';

const poundsInGrams = (pounds: number) => fromBase('mass', toBase('mass', pounds, 'lb'), 'g');

export const FEED_PER_BIRD_GRAMS = {
  standard: poundsInGrams(1 / 4),
  bantam: poundsInGrams(1 / 8),
} as const;

export const WATER_TO_FEED_RATIO = 2;
export const COMFORT_CELSIUS = 21;
export const WATER_RISE_PER_DEGREE = 0.065;

/** Litres of water a day for `feedGrams` of feed a day at `celsius`. */
export function flockWaterLitres(feedGrams: number, celsius: number): number {
  const heat = 1 + WATER_RISE_PER_DEGREE * Math.max(0, celsius - COMFORT_CELSIUS);
  return (feedGrams * WATER_TO_FEED_RATIO * heat) / 1000;
}
