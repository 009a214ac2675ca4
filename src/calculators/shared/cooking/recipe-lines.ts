import type { Amount, RecipeUnit } from './recipe-quantities.ts';

/*
 * Reads an ingredient line as people write it ("1 ½ cups flour", "2 tbsp. butter", "3 cloves
 * garlic", "salt to taste") into an amount in one of the recipe units and the rest of the line.
 */

export interface RecipeLine {
  amount?: Amount;
  item: string;
}

const GLYPHS: Record<string, number> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

/** Unit words, lower case, singular and plural; "T" and "t" are the cook's shorthand for spoons. */
const UNIT_WORDS: Record<string, RecipeUnit> = {};
const words = (unit: RecipeUnit, ...spellings: string[]) => {
  for (const spelling of spellings) UNIT_WORDS[spelling] = unit;
};
words('cup', 'cup', 'cups', 'c');
words('tbsp', 'tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons');
words('tsp', 'tsp', 'tsps', 'teaspoon', 'teaspoons');
words('fl-oz', 'fl oz', 'floz', 'fluid ounce', 'fluid ounces');
words('ml', 'ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres');
words('l', 'l', 'liter', 'liters', 'litre', 'litres');
words('g', 'g', 'gr', 'gram', 'grams', 'gramme', 'grammes');
words('kg', 'kg', 'kilogram', 'kilograms');
words('oz', 'oz', 'ounce', 'ounces');
words('lb', 'lb', 'lbs', 'pound', 'pounds');
words('piece', 'piece', 'pieces');
words('clove', 'clove', 'cloves');
words('slice', 'slice', 'slices');
words('sprig', 'sprig', 'sprigs');
words('bunch', 'bunch', 'bunches');
words('can', 'can', 'cans');
words('stick', 'stick', 'sticks');
words('pinch', 'pinch', 'pinches');
words('dash', 'dash', 'dashes');
words('leaf', 'leaf', 'leaves');
words('sheet', 'sheet', 'sheets');

const GLYPH_CLASS = Object.keys(GLYPHS).join('');
// "1 1/2", "1/2", "1½", "1 ½", "½", "1.5", "1,5", "2"
const QUANTITY = new RegExp(
  `^\\s*(?:(\\d+)\\s+(\\d+)\\s*/\\s*(\\d+)|(\\d+)\\s*/\\s*(\\d+)|(\\d+)?\\s*([${GLYPH_CLASS}])|(\\d+(?:[.,]\\d+)?))`,
  'u',
);
const UNIT = /^(fl\.?\s*oz\.?|fluid ounces?|[A-Za-z]+\.?)(?=\s|$|,)/;

function readQuantity(line: string): { value: number; rest: string } | undefined {
  const match = QUANTITY.exec(line);
  if (!match) return undefined;
  const [whole, mixedWhole, mixedTop, mixedBottom, top, bottom, glyphWhole, glyph, decimal] = match;
  let value: number;
  if (mixedWhole !== undefined) value = Number(mixedWhole) + Number(mixedTop) / Number(mixedBottom);
  else if (top !== undefined) value = Number(top) / Number(bottom);
  else if (glyph !== undefined) value = Number(glyphWhole ?? 0) + (GLYPHS[glyph] ?? 0);
  else value = Number((decimal ?? '').replace(',', '.'));
  if (!Number.isFinite(value)) return undefined;
  return { value, rest: line.slice(whole.length).trim() };
}

function readUnit(rest: string): { unit?: RecipeUnit; item: string } {
  const match = UNIT.exec(rest);
  if (!match) return { item: rest };
  const word = match[1] ?? '';
  const bare = word.replace(/\./g, '');
  const unit = bare === 'T' ? 'tbsp' : bare === 't' ? 'tsp' : UNIT_WORDS[bare.toLowerCase().replace(/\s+/g, ' ')];
  if (!unit) return { item: rest };
  const item = rest
    .slice(word.length)
    .trim()
    .replace(/^of\s+/i, '');
  return { unit, item };
}

/** One line: an amount when it starts with one, and the rest. */
export function readRecipeLine(line: string): RecipeLine {
  const quantity = readQuantity(line);
  if (!quantity) return { item: line.trim() };
  const { unit, item } = readUnit(quantity.rest);
  return { amount: unit === undefined ? { value: quantity.value } : { value: quantity.value, unit }, item };
}

/** Every non-blank line of a pasted ingredient list. */
export const readRecipeLines = (text: string): RecipeLine[] =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(readRecipeLine);
