import { calendarDate, dayNumberOf, daysInMonth, isWeekend, weekdayOf } from './dates.ts';

/*
 * Public holidays computed from the rules that set them, for any year, as day numbers
 * (days since 1970-01-01, see dates.ts). Only one-off days proclaimed for a single year
 * (royal weddings, jubilees) are listed, because no rule produces them.
 */

/**
 * A built-in holiday calendar. 'uk' is England and Wales (the value links made before the
 * Scottish and Northern Irish calendars were added still carry).
 */
export type HolidayCountry = 'us' | UkRegion;

/** The three bank holiday calendars of the United Kingdom. */
export type UkRegion = 'uk' | 'uk-scotland' | 'uk-northern-ireland';

export interface Holiday {
  /** Day number of the day off (the observed or substitute day when the date falls on a weekend). */
  day: number;
  name: string;
}

/** First year each built-in list is complete for; earlier years followed other rules. */
export const FIRST_HOLIDAY_YEAR: Record<HolidayCountry, number> = {
  // Uniform Monday Holiday Act (Public Law 90-363) moved the Monday holidays from 1971.
  us: 1971,
  // Early May bank holiday first held in 1978; the other bank holidays date from 1971–1974.
  uk: 1978,
  'uk-scotland': 1978,
  'uk-northern-ireland': 1978,
};

export const HOLIDAY_COUNTRY_NAMES: Record<HolidayCountry, string> = {
  us: 'US federal holidays',
  uk: 'bank holidays in England and Wales',
  'uk-scotland': 'bank holidays in Scotland',
  'uk-northern-ireland': 'bank holidays in Northern Ireland',
};

const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

/** The nth given weekday of a month (n = 1 for the first); n = -1 for the last. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = dayNumberOf(year, month, daysInMonth(year, month));
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = dayNumberOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/**
 * Western (Gregorian) Easter Sunday: the "anonymous Gregorian algorithm" of Meeus, Astronomical
 * Algorithms (1991), ch. 8, valid for every Gregorian year.
 */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumberOf(year, month, day);
}

/**
 * 5 U.S.C. 6103(b) and Executive Order 11582: a holiday on a Saturday is observed on the Friday
 * before, one on a Sunday on the Monday after (so 1 January on a Saturday is observed on
 * 31 December of the year before).
 */
function federalObserved(day: number, name: string): Holiday {
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY) return { day: day - 1, name: `${name} (observed)` };
  if (weekday === SUNDAY) return { day: day + 1, name: `${name} (observed)` };
  return { day, name };
}

/** US federal holidays of 5 U.S.C. 6103(a) dated in `year`, on their observed days. */
function usFederalHolidays(year: number): Holiday[] {
  const fixed = (month: number, day: number, name: string) => federalObserved(dayNumberOf(year, month, day), name);
  const holidays: Holiday[] = [fixed(1, 1, "New Year's Day")];
  if (year >= 1986) holidays.push({ day: nthWeekday(year, 1, MONDAY, 3), name: 'Birthday of Martin Luther King, Jr.' });
  holidays.push(
    { day: nthWeekday(year, 2, MONDAY, 3), name: "Washington's Birthday" },
    { day: nthWeekday(year, 5, MONDAY, -1), name: 'Memorial Day' },
  );
  if (year >= 2021) holidays.push(fixed(6, 19, 'Juneteenth National Independence Day'));
  holidays.push(
    fixed(7, 4, 'Independence Day'),
    { day: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, MONDAY, 2), name: 'Columbus Day' },
    // Veterans Day sat on the fourth Monday of October from 1971 to 1977 (Public Law 94-97 moved it back).
    year <= 1977 ? { day: nthWeekday(year, 10, MONDAY, 4), name: 'Veterans Day' } : fixed(11, 11, 'Veterans Day'),
    { day: nthWeekday(year, 11, THURSDAY, 4), name: 'Thanksgiving Day' },
    fixed(12, 25, 'Christmas Day'),
  );
  return holidays;
}

interface OneOff {
  /** A bank holiday added for that year only. */
  add?: { month: number; day: number; name: string }[];
  /** A regular bank holiday moved to another date that year. */
  move?: { name: string; month: number; day: number }[];
}

/**
 * Changes made by royal proclamation for a single year. Each applied to the whole United Kingdom
 * (GOV.UK lists the 2012, 2020, 2022 and 2023 changes for England and Wales, Scotland and
 * Northern Ireland alike). The regular holidays come from the rules below; these are the only
 * dates no rule gives.
 */
const UK_ONE_OFFS: Record<number, OneOff> = {
  1981: { add: [{ month: 7, day: 29, name: 'Royal wedding' }] },
  1995: { move: [{ name: 'Early May bank holiday', month: 5, day: 8 }] },
  1999: { add: [{ month: 12, day: 31, name: 'Millennium Day' }] },
  2002: {
    move: [{ name: 'Spring bank holiday', month: 6, day: 4 }],
    add: [{ month: 6, day: 3, name: 'Golden Jubilee bank holiday' }],
  },
  2011: { add: [{ month: 4, day: 29, name: 'Royal wedding' }] },
  2012: {
    move: [{ name: 'Spring bank holiday', month: 6, day: 4 }],
    add: [{ month: 6, day: 5, name: 'Diamond Jubilee bank holiday' }],
  },
  2020: { move: [{ name: 'Early May bank holiday', month: 5, day: 8 }] },
  2022: {
    move: [{ name: 'Spring bank holiday', month: 6, day: 2 }],
    add: [
      { month: 6, day: 3, name: 'Platinum Jubilee bank holiday' },
      { month: 9, day: 19, name: 'State Funeral of Queen Elizabeth II' },
    ],
  },
  2023: { add: [{ month: 5, day: 8, name: 'Coronation of King Charles III' }] },
};

/** St Andrew's Day Bank Holiday (Scotland) Act 2007 made 30 November a bank holiday from 2007. */
const FIRST_ST_ANDREWS_DAY = 2007;

/**
 * Bank holidays of one UK calendar (Banking and Financial Dealings Act 1971, schedule 1, and the
 * yearly proclamations GOV.UK publishes). Good Friday and Christmas Day are common-law holidays.
 *
 * - England and Wales: New Year's Day, Good Friday, Easter Monday, the first and last Mondays of
 *   May, the last Monday of August, Christmas Day and Boxing Day.
 * - Scotland: no Easter Monday; 2 January; the summer bank holiday on the first Monday of
 *   August; St Andrew's Day, 30 November (from 2007).
 * - Northern Ireland: the England and Wales days plus St Patrick's Day (17 March) and the Battle
 *   of the Boyne (12 July).
 *
 * A fixed-date holiday on a weekend gets a substitute day: the next weekday that is not already a
 * holiday, so Christmas on a Saturday gives Monday 27 and Boxing Day Tuesday 28 December, and in
 * Scotland New Year's Day on a Saturday gives Monday 3 and 2 January Tuesday 4 January.
 */
function ukBankHolidays(region: UkRegion, year: number): Holiday[] {
  const scotland = region === 'uk-scotland';
  const easter = easterSunday(year);
  const oneOff = UK_ONE_OFFS[year] ?? {};
  const movable: Holiday[] = [
    { day: easter - 2, name: 'Good Friday' },
    ...(scotland ? [] : [{ day: easter + 1, name: 'Easter Monday' }]),
    { day: nthWeekday(year, 5, MONDAY, 1), name: 'Early May bank holiday' },
    { day: nthWeekday(year, 5, MONDAY, -1), name: 'Spring bank holiday' },
    { day: nthWeekday(year, 8, MONDAY, scotland ? 1 : -1), name: 'Summer bank holiday' },
    ...(oneOff.add ?? []).map(({ month, day, name }) => ({ day: dayNumberOf(year, month, day), name })),
  ].map((holiday) => {
    const moved = oneOff.move?.find((change) => change.name === holiday.name);
    return moved ? { ...holiday, day: dayNumberOf(year, moved.month, moved.day) } : holiday;
  });

  const fixedDates: { month: number; day: number; name: string }[] = [{ month: 1, day: 1, name: "New Year's Day" }];
  if (scotland) fixedDates.push({ month: 1, day: 2, name: '2nd January' });
  if (region === 'uk-northern-ireland') {
    fixedDates.push(
      { month: 3, day: 17, name: "St Patrick's Day" },
      { month: 7, day: 12, name: "Battle of the Boyne (Orangemen's Day)" },
    );
  }
  if (scotland && year >= FIRST_ST_ANDREWS_DAY) fixedDates.push({ month: 11, day: 30, name: "St Andrew's Day" });
  fixedDates.push({ month: 12, day: 25, name: 'Christmas Day' }, { month: 12, day: 26, name: 'Boxing Day' });
  const fixed = fixedDates.map(({ month, day, name }) => ({ day: dayNumberOf(year, month, day), name }));

  const taken = new Set(movable.map((holiday) => holiday.day));
  const holidays = [...movable];
  // Weekday holidays first, so a substitute day never lands on one of them.
  for (const holiday of fixed.filter((h) => !isWeekend(h.day))) {
    holidays.push(holiday);
    taken.add(holiday.day);
  }
  for (const holiday of fixed.filter((h) => isWeekend(h.day))) {
    let day = holiday.day + 1;
    while (isWeekend(day) || taken.has(day)) day += 1;
    holidays.push({ day, name: `${holiday.name} (substitute day)` });
    taken.add(day);
  }
  return holidays;
}

/** The holidays a country's rules date in `year`, sorted by day; observed days may fall in a neighbouring year. */
export function publicHolidays(country: HolidayCountry, year: number): Holiday[] {
  const list = country === 'us' ? usFederalHolidays(year) : ukBankHolidays(country, year);
  return list.sort((a, b) => a.day - b.day);
}

/** Holidays observed from day `first` to day `last` (both included), sorted, each day once. */
export function holidaysBetween(country: HolidayCountry, first: number, last: number): Holiday[] {
  if (last < first) return [];
  const firstYear = calendarDate(first).year;
  const lastYear = calendarDate(last).year;
  const seen = new Set<number>();
  const found: Holiday[] = [];
  // A year's holidays are observed from 31 December of the year before (US) to 28 December.
  for (let year = firstYear; year <= lastYear + 1; year += 1) {
    for (const holiday of publicHolidays(country, year)) {
      if (holiday.day < first || holiday.day > last || seen.has(holiday.day)) continue;
      seen.add(holiday.day);
      found.push(holiday);
    }
  }
  return found.sort((a, b) => a.day - b.day);
}
