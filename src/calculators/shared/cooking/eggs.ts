import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';

/*
 * US egg sizes by their minimum net weight per dozen, in the shell (USDA AMS, United States
 * Standards, Grades, and Weight Classes for Shell Eggs, AMS 56).
 */
const size = (label: string, ouncesPerDozen: number) => ({
  label: `${label} (${ouncesPerDozen} oz a dozen)`,
  kgEach: toBase('mass', ouncesPerDozen / 12, 'oz'),
});

export const EGG_SIZES = {
  jumbo: size('Jumbo', 30),
  extraLarge: size('Extra large', 27),
  large: size('Large', 24),
  medium: size('Medium', 21),
  small: size('Small', 18),
  peewee: size('Peewee', 15),
} as const;

export type EggSize = keyof typeof EGG_SIZES;

export const eggSizeChoices = Object.entries(EGG_SIZES).map(([value, { label }]) => ({ value, label }));

/** Eggs of `to` size that weigh what `count` eggs of `from` size weigh. */
export const eggsOfSize = (count: number, from: EggSize, to: EggSize): number =>
  (count * EGG_SIZES[from].kgEach) / EGG_SIZES[to].kgEach;
