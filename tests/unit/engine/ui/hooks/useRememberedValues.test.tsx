// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { timeZone } from '../../../../../src/engine/builders.ts';
import { useRememberedValues } from '../../../../../src/engine/ui/hooks/useRememberedValues.ts';
import { renderHook } from './render-hook.tsx';
// The page of a form with kept fields loads the keeping; the build and the tests load every part.
import '../../../../../src/engine/kinds/all.ts';

const inputs = {
  home: timeZone({ label: 'Home', default: 'local', remember: true }),
  other: timeZone({ label: 'Other', default: 'UTC' }),
};

afterEach(() => {
  localStorage.clear();
});

describe('useRememberedValues', () => {
  it('keeps only the fields marked to remember, when the visitor types in one', () => {
    const hook = renderHook(() => useRememberedValues('clock', inputs));
    hook.current.keep('other', { home: 'Asia/Tokyo', other: 'Europe/Paris' });
    expect(hook.current.read()).toEqual({});
    hook.current.keep('home', { home: 'Asia/Tokyo', other: 'Europe/Paris' });
    expect(hook.current.read()).toEqual({ home: 'Asia/Tokyo' });
    hook.unmount();
  });

  it('forgets the kept fields on reset', () => {
    const hook = renderHook(() => useRememberedValues('clock', inputs));
    hook.current.keep('home', { home: 'Asia/Tokyo' });
    hook.current.forget();
    expect(hook.current.read()).toEqual({});
    hook.unmount();
  });
});
