import { useRef } from 'react';

/**
 * Runs one send at a time. The disabled button alone is not enough: two submits in the same
 * tick (a double click, Enter pressed twice) both arrive before React re-renders the button.
 */
export function useSingleFlight(): <T>(task: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return async (task) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await task();
    } finally {
      busy.current = false;
    }
  };
}
