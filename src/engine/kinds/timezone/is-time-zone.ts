let zoneCache: Set<string> | undefined;

/** Whether this runtime knows the IANA zone (or its older alias, such as Asia/Calcutta). */
export function isTimeZone(zone: string): boolean {
  if (zone === 'UTC') return true;
  zoneCache ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (zoneCache.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}
