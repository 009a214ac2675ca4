import { useEffect, useId, useRef, useState } from 'react';
import { scaleFactor, type UnitDisplay } from '../../calculators/shared/cooking/recipe-quantities.ts';
import { ingredientShown } from '../../lib/recipes/quantities.ts';
import type { Ingredient, Recipe } from '../../lib/recipes/schema.ts';

/**
 * The ingredient list with its servings scaler and unit choice. The server renders it at the
 * recipe's own servings and units, so the page reads right without JavaScript; the page hydrates
 * it on first touch (client:interaction), and only then does React load.
 */
interface Props {
  servings: number;
  ingredients: Recipe['ingredients'];
  /** Whether the steps write amounts ("4 litres of water"): they stay those of the recipe's own servings. */
  stepsHaveAmounts?: boolean;
}

export const MAX_SERVINGS = 100;

const UNIT_CHOICES: ReadonlyArray<{ value: UnitDisplay; label: string }> = [
  { value: 'original', label: 'As written' },
  { value: 'us', label: 'US' },
  { value: 'metric', label: 'Metric' },
];

interface Block {
  group?: string;
  items: Ingredient[];
}

/** Group headings split the list into blocks, each shown as its own list. */
function blocks(ingredients: Recipe['ingredients']): Block[] {
  const result: Block[] = [{ items: [] }];
  for (const entry of ingredients) {
    if ('group' in entry) result.push({ group: entry.group, items: [] });
    else result[result.length - 1]?.items.push(entry);
  }
  return result.filter((block) => block.items.length > 0 || block.group !== undefined);
}

/** "1 serving", "4 servings". */
const servingsPhrase = (count: number) => `${count} ${count === 1 ? 'serving' : 'servings'}`;

function parseServings(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= MAX_SERVINGS ? value : undefined;
}

export default function RecipeScaler({ servings: original, ingredients, stepsHaveAmounts = false }: Props) {
  // React ids start with "_"; an HTML id must start with a letter.
  const id = `scaler${useId()}`;
  const [servingsText, setServingsText] = useState(String(original));
  const [servings, setServings] = useState(original);
  const [display, setDisplay] = useState<UnitDisplay>('original');
  const countInput = useRef<HTMLInputElement>(null);
  const unitsGroup = useRef<HTMLFieldSetElement>(null);
  const invalid = parseServings(servingsText) === undefined;
  const factor = scaleFactor(original, servings);
  // Notes are free text ("about 2 lb (900 g)"); they cannot be scaled, so say so.
  const notesHaveAmounts = ingredients.some((entry) => 'note' in entry && /\d/.test(entry.note ?? ''));

  const setCount = (next: number) => {
    const clamped = Math.min(MAX_SERVINGS, Math.max(1, next));
    setServings(clamped);
    setServingsText(String(clamped));
  };

  const onType = (text: string) => {
    setServingsText(text);
    const parsed = parseServings(text);
    if (parsed !== undefined) setServings(parsed);
  };

  // The visitor may type or pick a unit in the server-rendered form before React has taken it
  // over; adopt what the form shows so nothing they did is lost.
  useEffect(() => {
    const typed = countInput.current?.value;
    if (typed !== undefined && typed !== String(original)) onType(typed);
    const picked = unitsGroup.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const choice = UNIT_CHOICES.find((option) => option.value === picked);
    if (choice) setDisplay(choice.value);
    // Only once, on hydration.
  }, []);

  const shown = ingredients.map((entry) => ('item' in entry ? ingredientShown(entry, factor, display) : undefined));
  const anyRounded = shown.some((line) => line?.roundedFrom !== undefined);
  const status =
    servings === original
      ? `Quantities for ${servingsPhrase(original)}.`
      : [
          `Quantities for ${servingsPhrase(servings)} (the recipe makes ${original}).`,
          anyRounded ? 'Eggs, onions and other things counted whole are rounded to the nearest half.' : '',
          notesHaveAmounts ? 'Amounts in brackets are for the original recipe.' : '',
          stepsHaveAmounts ? `Amounts in the steps are for the original ${servingsPhrase(original)}.` : '',
        ]
          .filter(Boolean)
          .join(' ');

  return (
    <div className="scaler">
      <div className="scaler__controls">
        <div className="scaler__servings">
          <label htmlFor={`${id}-servings`}>Servings</label>
          <div className="scaler__stepper">
            <button
              type="button"
              className="btn btn--outline btn--icon"
              aria-label="Fewer servings"
              disabled={servings <= 1}
              onClick={() => {
                setCount(servings - 1);
              }}
            >
              −
            </button>
            <input
              ref={countInput}
              id={`${id}-servings`}
              className="input scaler__count"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SERVINGS}
              step={1}
              value={servingsText}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => {
                onType(event.target.value);
              }}
              onBlur={() => {
                setServingsText(String(servings));
              }}
            />
            <button
              type="button"
              className="btn btn--outline btn--icon"
              aria-label="More servings"
              disabled={servings >= MAX_SERVINGS}
              onClick={() => {
                setCount(servings + 1);
              }}
            >
              +
            </button>
          </div>
        </div>
        <fieldset className="scaler__units" ref={unitsGroup}>
          <legend>Units</legend>
          {UNIT_CHOICES.map((choice) => (
            <label key={choice.value} className="scaler__unit">
              <input
                type="radio"
                name={`${id}-units`}
                value={choice.value}
                checked={display === choice.value}
                onChange={() => {
                  setDisplay(choice.value);
                }}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="scaler__error" role="alert">
          Enter a whole number of servings from 1 to {MAX_SERVINGS}.
        </p>
      )}
      <p className="scaler__status" aria-live="polite">
        {status}
      </p>
      {blocks(ingredients).map((block, index) => (
        <div key={index} className="ingredients">
          {block.group !== undefined && <h3 className="ingredients__group">{block.group}</h3>}
          <ul className="ingredients__list">
            {block.items.map((ingredient, itemIndex) => {
              const line = shown[ingredients.indexOf(ingredient)] ?? ingredientShown(ingredient, factor, display);
              return (
                <li key={itemIndex} data-ingredient>
                  {line.quantity !== undefined && <span className="ingredients__quantity">{line.quantity}</span>}{' '}
                  {line.item}
                  {ingredient.note !== undefined && <span className="ingredients__note"> ({ingredient.note})</span>}
                  {line.roundedFrom !== undefined && (
                    <span className="ingredients__note"> (rounded from {line.roundedFrom})</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
