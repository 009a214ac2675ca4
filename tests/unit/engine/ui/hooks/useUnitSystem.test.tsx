// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { number, percent } from '../../../../../src/engine/builders.ts';
import type { RawState } from '../../../../../src/engine/state.ts';
import { useUnitSystem } from '../../../../../src/engine/ui/hooks/useUnitSystem.ts';
import { readUnitSystem } from '../../../../../src/engine/ui/unit-preference.ts';
import { renderHook } from './render-hook.tsx';
// Every unit family loaded, as when the build renders a page (an island loads only its own).
import '../../../../../src/engine/units/all.ts';

const inputs = {
  height: number({ label: 'Height', unitFamily: 'length', unit: 'cm', imperialUnit: 'in', default: 170 }),
  depth: number({ label: 'Depth', unitFamily: 'length', unit: 'm', default: 2 }),
  rate: percent({ label: 'Rate', default: 5 }),
};
const start: RawState = {
  values: { height: '254', depth: '2', rate: '5' },
  units: { height: 'cm', depth: 'm' },
  currency: 'USD',
};

afterEach(() => {
  localStorage.clear();
});

describe('useUnitSystem', () => {
  it('offers the switch only when a field has an imperial unit', () => {
    const hook = renderHook(() => useUnitSystem({ rate: inputs.rate }, () => undefined));
    expect(hook.current.hasImperial).toBe(false);
    hook.unmount();
  });

  it('moves fields with an imperial unit to it, converting the text, and remembers the choice', () => {
    const hook = renderHook(() => {
      const [raw, setRaw] = useState(start);
      return { raw, ...useUnitSystem(inputs, setRaw) };
    });
    expect(hook.current.hasImperial).toBe(true);
    act(() => {
      hook.current.switchSystem('imperial');
    });
    expect(hook.current.system).toBe('imperial');
    expect(hook.current.raw.values).toEqual({ height: '100', depth: '2', rate: '5' });
    expect(hook.current.raw.units).toEqual({ height: 'in', depth: 'm' });
    expect(readUnitSystem()).toBe('imperial');
    hook.unmount();
  });
});
