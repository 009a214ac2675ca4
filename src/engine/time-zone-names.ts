/*
 * The runtime's list of time zones (ICU, via Intl.supportedValuesOf) still uses names the IANA
 * database has replaced: a visitor in India looks for Kolkata, not Calcutta, and one in Ukraine
 * for Kyiv. Intl accepts the current names everywhere, so menus show those.
 */

/** Old name in the runtime's list → the current IANA name (tz database `backward` file). */
export const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone under its current IANA name ("Asia/Calcutta" → "Asia/Kolkata"); other names unchanged. */
export function currentZoneName(zone: string): string {
  return CURRENT_ZONE_NAMES[zone] ?? zone;
}

/** Every zone the runtime knows, under current names, in alphabetical order, for a menu. */
export function timeZoneMenu(): string[] {
  return Intl.supportedValuesOf('timeZone')
    .map(currentZoneName)
    .sort((a, b) => a.localeCompare(b, 'en'));
}
