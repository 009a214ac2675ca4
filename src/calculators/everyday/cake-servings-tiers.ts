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
  examples: [
    {
      inputs: { guests: 150, shape: 'round', bottom: '14', second: '10', third: '8', fourth: '6', keepTop: true },
      expect: { servings: 140, spare: -10 },
      source:
        'Cake Central forum, "150 serving wedding cake!", using the Wilton chart: a 14, 10, 8 and 6 in round cake serves 140 with the 6 in tier kept as an anniversary cake (78 + 38 + 24)',
    },
    {
      inputs: { guests: 100, shape: 'round', bottom: '12', second: '10', third: '8', fourth: '6', keepTop: false },
      expect: { servings: 130, spare: 30 },
      source:
        'Wilton wedding cake cutting guide, as listed by Our Everyday Life ("Wilton cake serving size"): round tiers of 6, 8, 10 and 12 in serve 12, 24, 38 and 56, together 130',
    },
    {
      inputs: {
        guests: 150,
        shape: 'square',
        bottom: '12',
        second: '8',
        third: 'none',
        fourth: 'none',
        keepTop: false,
      },
      expect: { servings: 104, spare: -46 },
      source:
        'Bake with Sarah, "Cake servings charts" (wedding servings of 2 × 1 in): square tiers of 8 in = 32 and 12 in = 72, together 104',
    },
  ],
});
