// @vitest-environment jsdom
import { act, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { number, select } from '../../../../../src/engine/builders.ts';
import type { RawState } from '../../../../../src/engine/state.ts';
import { useUrlState } from '../../../../../src/engine/ui/hooks/useUrlState.ts';
import { followLink } from '../../../../../src/engine/ui/shared-link.ts';
import { renderHook } from './render-hook.tsx';
// Every unit family loaded, as when the build renders a page (an island loads only its own).
import '../../../../../src/engine/units/all.ts';

const inputs = {
  width: number({ label: 'Width', unitFamily: 'length', unit: 'm', default: 2 }),
  shape: select({
    label: 'Shape',
    default: 'square',
    options: [
      { value: 'square', label: 'Square' },
      { value: 'round', label: 'Round' },
    ],
  }),
};
const initial: RawState = { values: { width: '2', shape: 'square' }, units: { width: 'm' }, currency: 'USD' };

function mount(query: string, remembered: Record<string, string> = {}) {
  window.history.replaceState(null, '', `/calc${query}`);
  const onIgnored = vi.fn();
  const hook = renderHook(() => {
    const [raw, setRaw] = useState(initial);
    const touched = useRef(new Set<string>());
    const defaults = useUrlState({
      inputs,
      cities: [],
      initial,
      raw,
      setRaw,
      setSystem: () => undefined,
      remembered: () => remembered,
      onIgnored,
      liveKeys: [],
      touched,
      form: { current: null },
    });
    return { raw, setRaw, defaults };
  });
  return { hook, onIgnored };
}

afterEach(() => {
  localStorage.clear();
});

describe('useUrlState', () => {
  it('opens with the link’s values over the kept ones, and its units when the field offers them', () => {
    const { hook, onIgnored } = mount('?v=1&width=5&width.unit=ft', { shape: 'round' });
    expect(hook.current.raw.values).toEqual({ width: '5', shape: 'round' });
    expect(hook.current.raw.units).toEqual({ width: 'ft' });
    expect(onIgnored).not.toHaveBeenCalled();
    hook.unmount();
  });

  it('reports a link whose units the field does not offer', () => {
    const { hook, onIgnored } = mount('?v=1&width.unit=kg');
    expect(hook.current.raw.units).toEqual({ width: 'm' });
    expect(onIgnored).toHaveBeenCalledOnce();
    hook.unmount();
  });

  it('leaves the address bare until a change, then mirrors every field and unit into it', () => {
    const { hook } = mount('');
    expect(window.location.search).toBe('');
    act(() => {
      hook.current.setRaw((current) => ({ ...current, values: { ...current.values, shape: 'round' } }));
    });
    expect(window.location.search).toBe('?width=2&shape=round&width.unit=m&v=2');
    hook.unmount();
  });

  it('hands the share box the complete link of the result, also at the defaults', () => {
    const links: string[] = [];
    const stop = followLink((query) => links.push(query));
    const { hook } = mount('');
    expect(links.at(-1)).toBe('?width=2&shape=square&width.unit=m&v=2');
    stop();
    hook.unmount();
  });

  it('opens a link in its own units, whatever system the opener prefers', () => {
    localStorage.setItem('unit-system', 'imperial');
    const { hook } = mount('?v=2&width=5&shape=square&width.unit=m');
    expect(hook.current.raw.values.width).toBe('5');
    expect(hook.current.raw.units).toEqual({ width: 'm' });
    hook.unmount();
  });
});
