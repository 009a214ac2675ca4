// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCalculator, number, out } from '../../../../src/engine/index.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import CalculatorIsland from '../../../../src/engine/ui/CalculatorIsland.tsx';
import type { CalculatorDefinition } from '../../../../src/engine/types.ts';
import type { CodeSource } from '../../../../src/engine/ui/load-definition.ts';
import { CONTEXT } from '../kinds/context.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const double = defineCalculator({
  inputs: { x: number({ label: 'Number', default: 2, min: 0 }) },
  outputs: { y: out.number({ label: 'Double', primary: true }) },
  compute: ({ x }) => ({ y: 2 * x }),
});
const source: CodeSource = {
  definition: () => Promise.resolve(double as unknown as CalculatorDefinition),
  view: () => Promise.resolve(undefined),
};
const initial = defaultState(double.inputs, CONTEXT);

async function mount() {
  window.history.replaceState(null, '', '/double');
  const element = (
    <CalculatorIsland
      slug="double"
      inputs={double.inputs}
      outputs={double.outputs}
      initial={initial}
      prerendered={evaluate(double, initial, CONTEXT)}
      source={source}
    />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return container;
}

function type(input: HTMLInputElement, text: string) {
  // React tracks the value the page set; only the prototype's setter looks like typing to it.
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  act(() => {
    descriptor?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('CalculatorIsland', () => {
  it('shows the build-time result, then becomes ready once the code the page hands in has loaded', async () => {
    const container = await mount();
    expect(container.querySelector('[data-output="y"]')?.textContent).toBe('4');
    expect(container.querySelector('.calc')?.hasAttribute('data-ready')).toBe(true);
  });

  it('recomputes as the visitor types and mirrors the entry into the address', async () => {
    const container = await mount();
    type(container.querySelector<HTMLInputElement>('#calc-x')!, '21');
    expect(container.querySelector('[data-output="y"]')?.textContent).toBe('42');
    expect(window.location.search).toBe('?x=21&v=2');
  });

  it('puts the field’s message next to it and lists it above the results', async () => {
    const container = await mount();
    type(container.querySelector<HTMLInputElement>('#calc-x')!, '-1');
    expect(container.querySelector('#calc-x-error')?.textContent).toBe('Enter 0 or more.');
    expect(container.querySelector('.calc-results__fix')?.textContent).toContain('Number: Enter 0 or more.');
  });
});
