import { defineCalculator, integer, number, out, percent, radio } from '../../engine/index.ts';
import { APPETIZERS_BEFORE_MEAL, appetizersAsMeal, proteinPerGuest, SIDE_PER_GUEST_KG } from '../shared/events/food.ts';

const foodWeight = (label: string) =>
  out.number({ label, unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'g', 'lb', 'oz'], digits: 3 });

export default defineCalculator({
  inputs: {
    guests: integer({ label: 'Guests', default: 30, min: 1, max: 5000, suffix: 'guests' }),
    meal: radio({
      label: 'Food served',
      options: [
        { value: 'meal', label: 'Appetizers, then a meal' },
        { value: 'appetizers', label: 'Appetizers only' },
      ],
      default: 'meal',
    }),
    hours: number({
      label: 'Length of the party',
      help: 'Used for appetizers-only parties.',
      default: 3,
      min: 0.5,
      max: 24,
      step: 0.5,
      suffix: 'hours',
    }),
    mainDishes: integer({ label: 'Main dishes (meat, poultry or fish)', default: 1, min: 1, max: 6, suffix: 'dishes' }),
    sideDishes: integer({ label: 'Side dishes', default: 2, min: 0, max: 10, suffix: 'dishes' }),
    extra: percent({ label: 'Extra for big appetites and surprise guests', default: 10, min: 0, max: 100 }),
  },
  outputs: {
    appetizers: out.integer({ label: 'Appetizer pieces', primary: true, suffix: 'pieces' }),
    protein: foodWeight('Cooked meat, poultry or fish, all main dishes'),
    eachSide: foodWeight('Each side dish'),
    desserts: out.integer({ label: 'Dessert servings', suffix: 'servings' }),
  },
  compute: ({ guests, meal, hours, mainDishes, sideDishes, extra }) => {
    const people = guests * (1 + extra / 100);
    const withMeal = meal === 'meal';
    return {
      appetizers: Math.ceil(people * (withMeal ? APPETIZERS_BEFORE_MEAL : appetizersAsMeal(hours)) - 1e-9),
      protein: withMeal ? people * proteinPerGuest(mainDishes) : 0,
      eachSide: withMeal && sideDishes > 0 ? people * SIDE_PER_GUEST_KG : 0,
      desserts: withMeal ? Math.ceil(people - 1e-9) : 0,
    };
  },
});
