import { useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { liveFields } from '../../kinds/datetime/live-fields.ts';
import { localIsoDateTime } from '../../parse/local-date.ts';
import type { RawState } from '../../state.ts';
import type { InputSpec } from '../../types/inputs.ts';

/** The current local time for each of the given fields. */
export function liveNow(keys: readonly string[]): Record<string, string> {
  const now = localIsoDateTime(new Date());
  return Object.fromEntries(keys.map((key) => [key, now]));
}

/**
 * Live date-time fields (`live: true`) follow the clock, second by second, until the visitor
 * types in them. `touched` holds the fields the visitor has typed in.
 */
export function useLiveClock(inputs: Record<string, InputSpec>, setRaw: Dispatch<SetStateAction<RawState>>) {
  const touched = useRef(new Set<string>());
  const liveKeys = useMemo(() => liveFields(inputs), [inputs]);
  useEffect(() => {
    if (liveKeys.length === 0) return undefined;
    const timer = window.setInterval(() => {
      const now = localIsoDateTime(new Date());
      setRaw((current) => {
        const values = { ...current.values };
        for (const key of liveKeys) if (!touched.current.has(key)) values[key] = now;
        return { ...current, values };
      });
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [liveKeys, setRaw]);
  return { liveKeys, touched };
}
