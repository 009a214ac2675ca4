import { defineCalculator, integer, out, radio, select, toggle } from '../../engine/index.ts';
import { CAKE_TIER_SIZES, weddingServings, type CakeTierSize } from '../shared/events/cake-servings.ts';

const sizeChoices = CAKE_TIER_SIZES.map((size) => ({
  value: String(size),
  label: `${size} in (${Math.round(size * 2.54)} cm)`,
}));
const tier = (label: string, value: string) =>
  select({ label, options: [{ value: 'none', label: 'No tier' }, ...sizeChoices], default: value });

const tierSize = (value: string): CakeTierSize | undefined =>
  value === 'none' ? undefined : (Number(value) as CakeTierSize);

export default defineCalculator({
  inputs: {
    guests: integer({ label: 'Guests to serve', default: 100, min: 1, max: 5000, suffix: 'guests' }),
    shape: radio({
      label: 'Tier shape',
      options: [
        { value: 'round', label: 'Round' },
        { value: 'square', label: 'Square' },
      ],
      default: 'round',
    }),
    bottom: tier('Bottom tier', '12'),
    second: tier('Second tier', '10'),
    third: tier('Third tier', '8'),
    fourth: tier('Fourth tier', '6'),
    keepTop: toggle({ label: 'Keep the top tier for the couple (not served)', default: false }),
  },
  validate: ({ bottom }) =>
    bottom === 'none' ? [{ field: 'bottom', message: 'Choose the size of the bottom tier.' }] : [],
  outputs: {
    servings: out.integer({ label: 'Servings (1 × 2 in slices)', primary: true, suffix: 'servings' }),
    spare: out.integer({ label: 'Servings over the guest count', suffix: 'servings' }),
    verdict: out.text({ label: 'Enough for your guests?' }),
  },
  compute: ({ guests, shape, bottom, second, third, fourth, keepTop }) => {
    const tiers = [bottom, second, third, fourth].map(tierSize).filter((size) => size !== undefined);
    const counted = keepTop && tiers.length > 1 ? tiers.slice(0, -1) : tiers;
    const servings = counted.reduce(
      (sum, size) => sum + weddingServings(shape === 'square' ? 'square' : 'round', size),
      0,
    );
    const spare = servings - guests;
    return {
      servings,
      spare,
      verdict:
        spare >= 0
          ? `Yes: ${servings} servings for ${guests} guests.`
          : `No: ${-spare} servings short. Add a tier, choose larger tiers or add a kitchen sheet cake.`,
    };
  },
});
