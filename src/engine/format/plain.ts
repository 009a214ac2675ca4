/** A number as a person would type it: no exponent for everyday sizes, no float noise. */
export function formatPlain(value: number): string {
  const rounded = Number(value.toPrecision(15));
  return Math.abs(rounded) >= 1e-6 || rounded === 0 ? String(rounded).replace(/e\+?/, 'e') : String(rounded);
}

/** The last digit a person types for a figure of this size: tenths from 10, hundredths from 1, three digits below. */
function typingStep(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 10) return 0.1;
  if (magnitude >= 1) return 0.01;
  return magnitude === 0 ? 1 : 10 ** (Math.floor(Math.log10(magnitude)) - 2);
}

/**
 * A figure converted to another unit, rounded as a person would type it (70 kg is 154.3 lb, 175 cm
 * is 68.9 in, not 154.323583529414). `toward` rounds a bound so the figure written stays allowed:
 * a minimum up, a maximum down.
 */
export function asTyped(value: number, toward: 'nearest' | 'up' | 'down' = 'nearest'): number {
  if (!Number.isFinite(value)) return value;
  const step = typingStep(value);
  const scaled = value / step;
  const nearest = Math.round(scaled);
  // A figure within float noise of a typed one is that figure, whichever way a bound rounds.
  const whole =
    Math.abs(scaled - nearest) < 1e-9 || toward === 'nearest'
      ? nearest
      : toward === 'up'
        ? Math.ceil(scaled)
        : Math.floor(scaled);
  return Number((whole * step).toPrecision(12));
}
