import { act } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Runs a hook inside a mounted component; `current` is its latest result, `unmount` ends it. */
export function renderHook<T>(useHook: () => T): { readonly current: T; unmount: () => void } {
  const result = { current: undefined as T };
  function Probe(): null {
    result.current = useHook();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => {
    root.render(<Probe />);
  });
  return Object.assign(
    {
      get current() {
        return result.current;
      },
    },
    {
      unmount: () => {
        act(() => {
          root.unmount();
        });
      },
    },
  );
}
