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
  examples: [
    {
      inputs: { guests: 10, meal: 'appetizers', hours: 3, extra: 0 },
      expect: { appetizers: 130, protein: 0, desserts: 0 },
      source:
        'The Party Planning Guide, quoted in "Food Figuring Guide, How Much is Enough?" (DVO newsletter, November 2012): 5 hors d\'oeuvres per person per hour for the first 2 hours and 3 per hour after; a 3-hour party of 10 needs about 130',
    },
    {
      inputs: { guests: 20, meal: 'meal', mainDishes: 1, sideDishes: 2, extra: 0 },
      expect: {
        appetizers: 120,
        protein: { value: 7.5, unit: 'lb' },
        eachSide: { value: 5, unit: 'lb' },
        desserts: 20,
      },
      tolerance: 1e-9,
      source:
        'About.com Entertaining, "Food quantity per person": 6 bites of hors d\'oeuvres before a meal, 6 oz of poultry, meat or fish with one main dish, 4 oz of vegetables, 1 dessert; for 20 guests 120 bites, 120 oz = 7.5 lb, 80 oz = 5 lb',
    },
    {
      inputs: { guests: 10, meal: 'meal', mainDishes: 2, sideDishes: 0, extra: 10 },
      expect: { protein: { value: 5.5, unit: 'lb' }, eachSide: 0, desserts: 11 },
      tolerance: 1e-9,
      source:
        'About.com Entertaining, "Food quantity per person": 8 oz of meat when two or more main courses are offered; 10 guests plus 10 % extra (feedmyguests.pages.dev "the 10–15 % buffer rule") = 11 × 8 oz = 88 oz = 5.5 lb',
    },
  ],
});
