import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';

/*
 * Yeast types by strength: the weight of each that leavens like one gram of fresh (cake) yeast,
 * from the Red Star Yeast conversion chart (fresh × 0.5 = active dry, fresh × 0.4 = instant), and
 * their packages: a ¼ oz envelope of dry yeast (2¼ teaspoons) and a 0.6 oz cake of fresh yeast.
 */
export const YEAST_TYPES = {
  fresh: {
    label: 'Fresh (cake or compressed)',
    perFresh: 1,
    packageKg: toBase('mass', 0.6, 'oz'),
    packageTsp: undefined,
  },
  activeDry: { label: 'Active dry', perFresh: 0.5, packageKg: toBase('mass', 0.25, 'oz'), packageTsp: 2.25 },
  instant: {
    label: 'Instant (rapid-rise, bread machine)',
    perFresh: 0.4,
    packageKg: toBase('mass', 0.25, 'oz'),
    packageTsp: 2.25,
  },
} as const;

export type YeastType = keyof typeof YEAST_TYPES;

export const yeastChoices = Object.entries(YEAST_TYPES).map(([value, { label }]) => ({ value, label }));

/** The weight of `to` yeast that does the work of `kg` of `from` yeast. */
export const convertYeast = (kg: number, from: YeastType, to: YeastType): number =>
  (kg / YEAST_TYPES[from].perFresh) * YEAST_TYPES[to].perFresh;
