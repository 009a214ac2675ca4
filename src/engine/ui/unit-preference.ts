/** The visitor's unit system, remembered in this browser. */
export const UNIT_SYSTEM_KEY = 'unit-system';

export function readUnitSystem(): 'metric' | 'imperial' | undefined {
  try {
    const stored = localStorage.getItem(UNIT_SYSTEM_KEY);
    return stored === 'metric' || stored === 'imperial' ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function saveUnitSystem(system: 'metric' | 'imperial'): void {
  try {
    localStorage.setItem(UNIT_SYSTEM_KEY, system);
  } catch {
    // Storage may be blocked; the choice still applies on this page.
  }
}
