// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { defineCalculator, number, out } from '../../../../../src/engine/index.ts';
import { useCalculatorCode } from '../../../../../src/engine/ui/hooks/useCalculatorCode.ts';
import type { CalculatorDefinition } from '../../../../../src/engine/types.ts';
import type { CodeSource } from '../../../../../src/engine/ui/load-definition.ts';
import { renderHook } from './render-hook.tsx';

const double = defineCalculator({
  inputs: { x: number({ label: 'x', default: 1 }) },
  outputs: { y: out.number({ label: 'y' }) },
  compute: ({ x }) => ({ y: 2 * x }),
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useCalculatorCode', () => {
  it('takes the code from the source the page hands in when there is no chunk', async () => {
    const source: CodeSource = {
      definition: () => Promise.resolve(double as unknown as CalculatorDefinition),
      view: () => Promise.resolve(undefined),
    };
    const hook = renderHook(() =>
      useCalculatorCode({ slug: 'double', chunk: undefined, hasView: false, viewChunk: undefined, source }),
    );
    await settle();
    expect(hook.current.load).toEqual({ state: 'ready' });
    expect(hook.current.definition).toBe(double);
    hook.unmount();
  });

  it('says why when no code can be found, and that a missing view failed', async () => {
    const hook = renderHook(() =>
      useCalculatorCode({ slug: 'ghost', chunk: undefined, hasView: true, viewChunk: undefined, source: undefined }),
    );
    await settle();
    expect(hook.current.load).toEqual({ state: 'failed', message: 'No code is known for the calculator "ghost"' });
    expect(hook.current.view).toBe('failed');
    hook.unmount();
  });
});
