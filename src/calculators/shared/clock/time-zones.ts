/*
 * Wall clocks in IANA time zones, shared by the time zone converter, the world clock and the
 * sunrise and sunset times. Offsets come from the runtime's copy of the tz database through
 * Intl, read as the zone's own calendar fields, so historical offsets with seconds (New York
 * kept local mean time, UTC−04:56:02, until 1883) come out exact. No day is assumed to be
 * 24 hours long: every conversion goes through an instant.
 */

import { dateAndTime, type FieldError } from '../../../engine/index.ts';
import { CURRENT_ZONE_NAMES } from '../../../engine/time-zone-names.ts';
import { DAY_MS, longDateWithWeekday, MONTH_NAMES, WEEKDAY_NAMES, weekdayOfDate, zeroPad } from '../calendar/dates.ts';

/** A calendar date and clock time with no zone attached. Months are 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A wall time as shown in one zone at one instant. */
export interface ZonedTime extends WallTime {
  /** Seconds east of UTC (New York in winter: −18 000). */
  offsetSeconds: number;
}

/** How a wall time typed for a zone maps onto real instants. */
export type WallReading =
  | { kind: 'single'; instant: number; offsetSeconds: number }
  /** Skipped when clocks went forward; read with the offset from before the change, so it lands after it. */
  | { kind: 'gap'; instant: number; offsetBefore: number; offsetAfter: number }
  /** Passed twice when clocks went back; `instant` is the first pass, `laterInstant` the second. */
  | { kind: 'overlap'; instant: number; laterInstant: number; offsetBefore: number; offsetAfter: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    } catch {
      // The engine only passes zones Intl accepts; an unknown one reads as UTC rather than failing.
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

let zoneNames: Map<string, string> | undefined;

/**
 * The zone's name as the runtime lists it, whatever its letter case ("asia/tokyo" →
 * "Asia/Tokyo"). Not Intl's resolvedOptions, which swaps current names for old ones
 * (Asia/Kolkata → Asia/Calcutta).
 */
export function canonicalZone(zone: string): string {
  zoneNames ??= new Map(Intl.supportedValuesOf('timeZone').map((name) => [name.toLowerCase(), name]));
  return zoneNames.get(zone.toLowerCase()) ?? zone;
}

/** Milliseconds of a wall time read as if it were UTC (also right for years 0–99, which Date.UTC shifts). */
export function wallAsUtc(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

/** The wall time of milliseconds read as UTC (the inverse of wallAsUtc). */
export function wallOfUtc(ms: number): WallTime {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** The zone's offset from UTC at an instant, in whole seconds, east positive. */
export function zoneOffsetSeconds(zone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(whole))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const shown = wallAsUtc({
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  });
  const offset = Math.round((shown - whole) / 1000);
  return Number.isFinite(offset) ? offset : 0;
}

/** The wall time shown in `zone` at an instant. */
export function zonedTime(zone: string, instant: number): ZonedTime {
  const offsetSeconds = zoneOffsetSeconds(zone, instant);
  return { ...wallOfUtc(Math.floor(instant / 1000) * 1000 + offsetSeconds * 1000), offsetSeconds };
}

/**
 * Places a wall time typed for `zone` on the timeline. Offsets a day either side cover any
 * clock change near it; each is kept only if the zone really shows that offset at the instant
 * it gives. None fits in a spring-forward gap, two fit in a fall-back overlap.
 */
export function resolveWallTime(wall: WallTime, zone: string): WallReading {
  const local = wallAsUtc(wall);
  const offsetBefore = zoneOffsetSeconds(zone, local - DAY_MS);
  const offsetAfter = zoneOffsetSeconds(zone, local + DAY_MS);
  const fits = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => ({ offset, instant: local - offset * 1000 }))
    .filter(({ offset, instant }) => zoneOffsetSeconds(zone, instant) === offset)
    .sort((a, b) => a.instant - b.instant);
  const [first, second] = fits;
  if (first && second) {
    return { kind: 'overlap', instant: first.instant, laterInstant: second.instant, offsetBefore, offsetAfter };
  }
  if (first) return { kind: 'single', instant: first.instant, offsetSeconds: first.offset };
  return { kind: 'gap', instant: local - offsetBefore * 1000, offsetBefore, offsetAfter };
}

/** 'YYYY-MM-DDTHH:MM[:SS]' (the engine's date-time text; the hour may have one digit) → a wall time. */
export function parseWallTime(text: string): WallTime | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  return {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4]),
    minute: Number(match[5]),
    second: Number(match[6] ?? 0),
  };
}

/** The refusal of a date-time field whose text is not a date and a time, or none. */
export const dateTimeProblem = (field: string, text: string): FieldError[] =>
  dateAndTime(field, parseWallTime(text) !== undefined);

/** The Unix epoch as a wall time: what an unreadable date-time field (already refused) is read as. */
const UNIX_EPOCH_WALL: WallTime = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };

/** A date-time field's text typed for `zone`, placed on the timeline. */
export const resolveWallText = (text: string, zone: string): WallReading =>
  resolveWallTime(parseWallTime(text) ?? UNIX_EPOCH_WALL, zone);

/** 'YYYY-MM-DD' → that date at a given clock time. */
export function parseDateAt(text: string, hour = 12): WallTime | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour, minute: 0, second: 0 };
}

/** "UTC+09:00", "UTC−05:00" (with a true minus sign), "UTC−04:56:02" for old local mean time. */
export function formatUtcOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '−' : '+';
  const size = Math.abs(offsetSeconds);
  const seconds = size % 60;
  const clock = `${zeroPad(Math.trunc(size / 3600))}:${zeroPad(Math.trunc((size % 3600) / 60))}`;
  return `UTC${sign}${clock}${seconds ? `:${zeroPad(seconds)}` : ''}`;
}

/** "+09:00" as ISO 8601 writes an offset ("Z" is not used so the zone's own offset shows). */
function isoOffset(offsetSeconds: number): string {
  return formatUtcOffset(offsetSeconds).slice(3).replace('−', '-');
}

/** "Saturday, November 22, 2026, 09:05". */
export function formatLongDateTime(time: WallTime): string {
  return `${longDateWithWeekday(time)}, ${formatClock(time)}`;
}

/** "Sat 22 Nov". */
export function formatShortDate(time: WallTime): string {
  return `${(WEEKDAY_NAMES[weekdayOfDate(time)] ?? '').slice(0, 3)} ${time.day} ${(MONTH_NAMES[time.month - 1] ?? '').slice(0, 3)}`;
}

/** "09:05", or "09:05:33" with seconds. */
export function formatClock(time: WallTime, withSeconds = false): string {
  return `${zeroPad(time.hour)}:${zeroPad(time.minute)}${withSeconds ? `:${zeroPad(time.second)}` : ''}`;
}

/** "2026-11-22T09:05", a wall time to the minute as almanacs and date-time fields write it. */
export function formatWallMinute(time: WallTime): string {
  return `${zeroPad(time.year, 4)}-${zeroPad(time.month)}-${zeroPad(time.day)}T${formatClock(time)}`;
}

/** "2026-11-22T09:05:33+09:00". */
export function formatIso(time: ZonedTime): string {
  return `${zeroPad(time.year, 4)}-${zeroPad(time.month)}-${zeroPad(time.day)}T${formatClock(time, true)}${isoOffset(time.offsetSeconds)}`;
}

const lastSegment = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1);

/** Cities the runtime's zone list still calls by an old name ("Calcutta" → "Kolkata"). */
const RENAMED: Record<string, string> = Object.fromEntries(
  Object.entries(CURRENT_ZONE_NAMES).map(([old, current]) => [lastSegment(old), lastSegment(current)]),
);

/** "America/New_York" → "New York", "America/Argentina/Buenos_Aires" → "Buenos Aires", "UTC" → "UTC". */
export function zoneCity(zone: string): string {
  const last = lastSegment(zone);
  return (RENAMED[last] ?? last).replace(/_/g, ' ') || zone;
}

function januaryAndJulyOffsets(zone: string, instant: number): [number, number] {
  const year = new Date(instant).getUTCFullYear();
  const at = (month: number) => wallAsUtc({ year, month, day: 1, hour: 0, minute: 0, second: 0 });
  return [zoneOffsetSeconds(zone, at(1)), zoneOffsetSeconds(zone, at(7))];
}

/**
 * Whether the zone is on summer (daylight-saving) time at an instant: its offset is above the
 * lower of its January and July offsets that year. Zones without clock changes never are.
 */
export function isDaylightSaving(zone: string, instant: number): boolean {
  return zoneOffsetSeconds(zone, instant) > Math.min(...januaryAndJulyOffsets(zone, instant));
}

/** "is on daylight saving (summer) time", "is on standard time" or "keeps the same offset all year". */
export function describeSeason(zone: string, instant: number): string {
  const [january, july] = januaryAndJulyOffsets(zone, instant);
  if (january === july) return 'keeps the same offset all year';
  return isDaylightSaving(zone, instant) ? 'is on daylight saving (summer) time' : 'is on standard time';
}

/** Whole calendar days from one wall date to another (−1 = the day before). */
export function calendarDayDifference(from: WallTime, to: WallTime): number {
  const day = (wall: WallTime) => wallAsUtc({ ...wall, hour: 0, minute: 0, second: 0 });
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/** "1 hour", "30 minutes", "1 hour 30 minutes" for the size of a clock change. */
export function describeShift(seconds: number): string {
  const size = Math.abs(seconds);
  const hours = Math.floor(size / 3600);
  const minutes = Math.round((size % 3600) / 60);
  const parts = [];
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (minutes || !hours) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  return parts.join(' ');
}
