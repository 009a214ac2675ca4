// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTime } from '../../../../../src/engine/builders.ts';
import type { RawState } from '../../../../../src/engine/state.ts';
import { useLiveClock } from '../../../../../src/engine/ui/hooks/useLiveClock.ts';
import { renderHook } from './render-hook.tsx';

const inputs = {
  now: dateTime({ label: 'Now', default: 'now', live: true }),
  then: dateTime({ label: 'Then', default: 'now', live: true }),
  fixed: dateTime({ label: 'Fixed', default: '2025-01-01T00:00' }),
};
const start: RawState = {
  values: { now: 'start', then: 'start', fixed: '2025-01-01T00:00' },
  units: {},
  currency: 'USD',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveClock', () => {
  it('moves live fields with the clock each second, except those the visitor typed in', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 15, 12, 0, 0));
    const hook = renderHook(() => {
      const [raw, setRaw] = useState(start);
      return { raw, ...useLiveClock(inputs, setRaw) };
    });
    expect(hook.current.liveKeys).toEqual(['now', 'then']);
    hook.current.touched.current.add('then');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(hook.current.raw.values).toEqual({ now: '2025-06-15T12:00:01', then: 'start', fixed: '2025-01-01T00:00' });
    hook.unmount();
  });
});
