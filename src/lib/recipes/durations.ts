/** Cooking times, for people ("1 hr 5 min") and for structured data ("PT1H5M"). */

function split(minutes: number): { hours: number; rest: number } {
  return { hours: Math.floor(minutes / 60), rest: minutes % 60 };
}

/** ISO 8601 duration, as schema.org's prepTime, cookTime and totalTime expect. */
export function isoDuration(minutes: number): string {
  const { hours, rest } = split(minutes);
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** "45 min", "1 hr", "1 hr 5 min", "27 hr 35 min"; 0 reads "none" (e.g. a dish with no cooking). */
export function formatMinutes(minutes: number): string {
  if (minutes === 0) return 'none';
  const { hours, rest } = split(minutes);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
