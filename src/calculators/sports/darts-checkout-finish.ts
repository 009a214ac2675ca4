import { defineCalculator, integer, out, radio } from '../../engine/index.ts';
import { bogeyNumbers, checkoutRoute, HIGHEST_CHECKOUT } from '../shared/sports/darts.ts';

const DARTS_IN_HAND = [
  { value: '3', label: '3 darts' },
  { value: '2', label: '2 darts' },
  { value: '1', label: '1 dart' },
] as const;

function routeText(score: number, darts: number, bogeys: readonly number[]): string {
  const route = checkoutRoute(score, darts);
  if (route) return route.map((d) => d.label).join(' ');
  if (bogeys.includes(score)) return `No checkout: ${String(score)} is a bogey number, no three darts finish it`;
  return `No checkout with ${darts === 1 ? 'one dart' : `${String(darts)} darts`}`;
}

export default defineCalculator({
  inputs: {
    score: integer({
      label: 'Score left',
      default: 121,
      min: 2,
      max: HIGHEST_CHECKOUT,
      messages: {
        min: 'A leg ends on a double, so the lowest checkout is 2 (D1).',
        max: 'The highest checkout is 170 (T20 T20 Bull): score more before you go out.',
      },
    }),
    darts: radio({ label: 'Darts in hand', options: DARTS_IN_HAND, default: '3' }),
  },
  outputs: {
    route: out.text({ label: 'Checkout', primary: true }),
    bogeys: out.text({ label: 'Bogey numbers (no three-dart checkout)' }),
  },
  compute: ({ score, darts }) => {
    const bogeys = bogeyNumbers();
    return { route: routeText(score, Number(darts), bogeys), bogeys: bogeys.join(', ') };
  },
});
