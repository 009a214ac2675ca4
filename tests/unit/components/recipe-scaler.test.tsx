// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import RecipeScaler from '../../../src/components/islands/RecipeScaler.tsx';
import type { Recipe } from '../../../src/lib/recipes/schema.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const INGREDIENTS: Recipe['ingredients'] = [
  { item: 'panko', quantity: 0.75, unit: 'cup' },
  { group: 'For the sauce' },
  { item: 'garlic', quantity: 2, unit: 'clove', note: 'about 10 g' },
  { item: 'salt', note: 'to taste' },
];

/** Server-renders the island into the page, optionally lets the visitor act, then hydrates it. */
function mount(beforeHydration?: (container: HTMLElement) => void) {
  const element = <RecipeScaler servings={4} ingredients={INGREDIENTS} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeHydration?.(container);
  act(() => {
    hydrateRoot(container, element);
  });
  return container;
}

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-ingredient]')].map((li) => li.textContent.replace(/\s+/g, ' ').trim());
const count = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="number"]')!;

function type(input: HTMLInputElement, value: string) {
  // React tracks the value it last set; go through the native setter so it sees a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RecipeScaler', () => {
  it('renders the quantities as written, with group headings, on the server', () => {
    const html = renderToString(<RecipeScaler servings={4} ingredients={INGREDIENTS} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(lines(container)).toEqual(['¾ cup panko', '2 cloves garlic (about 10 g)', 'salt (to taste)']);
    expect(container.querySelector('h3')?.textContent).toBe('For the sauce');
    expect(container.querySelector('.scaler__status')?.textContent).toBe('Quantities for 4 servings.');
    expect(container.querySelector<HTMLInputElement>('input[value="original"]')?.checked).toBe(true);
  });

  it('scales with the servings buttons and says that notes keep the original amounts', () => {
    const container = mount();
    act(() => {
      container.querySelector<HTMLButtonElement>('[aria-label="More servings"]')!.click();
    });
    expect(count(container).value).toBe('5');
    for (let step = 0; step < 3; step += 1) {
      act(() => {
        container.querySelector<HTMLButtonElement>('[aria-label="More servings"]')!.click();
      });
    }
    expect(lines(container)[0]).toBe('1 ½ cups panko');
    expect(lines(container)[1]).toBe('4 cloves garlic (about 10 g)');
    expect(container.querySelector('.scaler__status')?.textContent).toMatch(
      /for 8 servings \(the recipe makes 4\)\. Amounts in brackets are for the original recipe\./,
    );
  });

  it('converts to metric and back', () => {
    const container = mount();
    act(() => {
      container.querySelector<HTMLInputElement>('input[value="metric"]')!.click();
    });
    expect(lines(container)[0]).toBe('177 ml panko');
    act(() => {
      container.querySelector<HTMLInputElement>('input[value="original"]')!.click();
    });
    expect(lines(container)[0]).toBe('¾ cup panko');
  });

  it('keeps the last good amounts and explains when the count is not usable', () => {
    const container = mount();
    act(() => {
      type(count(container), '8');
    });
    act(() => {
      type(count(container), '0');
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Enter a whole number of servings from 1 to 100.',
    );
    expect(count(container).getAttribute('aria-invalid')).toBe('true');
    expect(lines(container)[0]).toBe('1 ½ cups panko');
    expect(container.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('takes over what the visitor typed or picked before it hydrated', () => {
    const container = mount((html) => {
      html.querySelector<HTMLInputElement>('input[type="number"]')!.value = '8';
      html.querySelector<HTMLInputElement>('input[value="metric"]')!.checked = true;
    });
    expect(lines(container)[0]).toBe('355 ml panko');
    expect(count(container).value).toBe('8');
  });
});
