import pluralize from 'pluralize';
import {
  COUNTING_UNITS,
  formatAmount,
  formatKitchenNumber,
  presentAmount,
  type Amount,
  type RecipeUnit,
  type UnitDisplay,
} from './recipe-quantities.ts';

/*
 * Things a recipe counts rather than measures (eggs, onions, cloves, cans): scaled, they round to
 * what a cook can use, and an item written without a unit agrees with its number ("1 large egg
 * yolk", "3 medium onions").
 */

/** An amount with no unit counts the item itself. */
const COUNTING: ReadonlySet<RecipeUnit> = new Set(COUNTING_UNITS);

const counts = (unit: RecipeUnit | undefined) => unit === undefined || COUNTING.has(unit);

/** A counted amount to the nearest half (half an onion), and never rounded away to none. */
export function roundCount(value: number): number {
  return value <= 0 ? value : Math.max(0.5, Math.round(value * 2) / 2);
}

// Kitchen words counted by the head or the bulb, which stay as they are: "2 garlic, halved".
for (const word of ['garlic', 'ginger', 'cilantro', 'parsley', 'mitsuba', 'brine', 'oil']) {
  pluralize.addUncountableRule(word);
}

/** Words after which the head noun has been named: "ears of corn", "leaves in brine". */
const AFTER_HEAD = new Set(['of', 'in', 'with', 'for', 'to']);

/**
 * Where the head noun of an item's name is: the last plain word before a comma or a word such as
 * "of", passing over asides in brackets and hyphenated words ("bone-in, skin-on chicken thighs"
 * → thighs, "unbaked 9-inch (23 cm) pie crust, homemade" → crust, "ears of sweet corn" → ears).
 */
function headNoun(item: string): { index: number; word: string } | undefined {
  let head: { index: number; word: string } | undefined;
  for (const token of item.matchAll(/\([^)]*\)?|\S+/g)) {
    const text = token[0];
    if (text.startsWith('(')) continue;
    const core = text.replace(/[,;:.]+$/, '');
    if (head && AFTER_HEAD.has(core.toLowerCase())) break;
    if (/^[A-Za-z]+$/.test(core)) head = { index: token.index, word: core };
    if (head && core !== text) break;
  }
  return head;
}

/** The item's name agreeing with the number before it: singular for one or less, plural for more. */
export function itemForCount(item: string, count: number): string {
  const head = headNoun(item);
  if (!head) return item;
  const agreed = count > 1 ? pluralize.plural(head.word) : pluralize.singular(head.word);
  return `${item.slice(0, head.index)}${agreed}${item.slice(head.index + head.word.length)}`;
}

export interface IngredientShown {
  /** "1 ½ cups", "2 tsp (10 ml)", "½"; undefined for an item with no amount ("salt to taste"). */
  quantity: string | undefined;
  item: string;
  /** Set when a counted amount was rounded: the exact scaled amount ("¼"). */
  roundedFrom?: string;
}

/** One ingredient scaled by `factor` and shown in `display`, with its item agreeing with its number. */
export function showIngredient(
  amount: Amount | undefined,
  item: string,
  factor: number,
  display: UnitDisplay,
): IngredientShown {
  if (amount === undefined) return { quantity: undefined, item };
  const shown = presentAmount(amount, factor, display);
  // At the recipe's own servings the line stays exactly as the recipe writes it.
  if (factor === 1) return { quantity: formatAmount(shown), item };
  if (!counts(shown.unit)) return { quantity: formatAmount(shown), item };
  const rounded = roundCount(shown.value);
  const result: IngredientShown = {
    quantity: formatAmount({ ...shown, value: rounded }),
    item: shown.unit === undefined ? itemForCount(item, rounded) : item,
  };
  return Math.abs(rounded - shown.value) < 1e-9 ? result : { ...result, roundedFrom: formatKitchenNumber(shown.value) };
}
