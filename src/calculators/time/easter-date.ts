import { defineCalculator, integer, out } from '../../engine/index.ts';
import { DAY_MS, dayNumberOf, isoDate, MONTH_NAMES } from '../shared/calendar/dates.ts';
import { julianToGregorian } from '../shared/astronomy/julian-day.ts';

interface MonthDay {
  month: number;
  day: number;
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Western Easter: the anonymous Gregorian algorithm (Meeus, "Astronomical Algorithms", chapter 8). */
export function westernEaster(year: number): MonthDay {
  const a = year % 19;
  const b = floorDiv(year, 100);
  const c = year % 100;
  const d = floorDiv(b, 4);
  const e = b % 4;
  const f = floorDiv(b + 8, 25);
  const g = floorDiv(b - f + 1, 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = floorDiv(c, 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = floorDiv(a + 11 * h + 22 * l, 451);
  const n = h + l - 7 * m + 114;
  return { month: floorDiv(n, 31), day: (n % 31) + 1 };
}

/** Orthodox Easter in the Julian calendar: Meeus's Julian algorithm (chapter 8). */
export function julianEaster(year: number): MonthDay {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const n = d + e + 114;
  return { month: floorDiv(n, 31), day: (n % 31) + 1 };
}

/** The date `offset` days after a Gregorian date, as 'YYYY-MM-DD'. */
function shifted(year: number, { month, day }: MonthDay, offset: number): string {
  return isoDate(dayNumberOf(year, month, day + offset));
}

/** Days around Easter Sunday kept by both traditions; Lent starts on different days. */
const MOVEABLE_FEASTS: readonly { name: string; western: number; orthodox: number }[] = [
  { name: 'Lent begins (Ash Wednesday / Orthodox Clean Monday)', western: -46, orthodox: -48 },
  { name: 'Palm Sunday', western: -7, orthodox: -7 },
  { name: 'Good Friday', western: -2, orthodox: -2 },
  { name: 'Easter Sunday', western: 0, orthodox: 0 },
  { name: 'Easter Monday', western: 1, orthodox: 1 },
  { name: 'Ascension Day', western: 39, orthodox: 39 },
  { name: 'Pentecost', western: 49, orthodox: 49 },
];

export default defineCalculator({
  inputs: {
    year: integer({ label: 'Year', default: 2026, min: 1583, max: 9999 }),
  },
  outputs: {
    western: out.date({ label: 'Western Easter (Catholic and Protestant)', primary: true }),
    orthodox: out.date({ label: 'Orthodox Easter', primary: true }),
    orthodoxJulian: out.text({ label: 'Orthodox Easter in the Julian calendar' }),
    daysApart: out.integer({ label: 'Orthodox Easter is later by', suffix: 'days' }),
    feasts: out.table({
      label: 'Moveable feasts',
      columns: [
        { key: 'feast', label: 'Day', kind: 'text' },
        { key: 'western', label: 'Western', kind: 'date' },
        { key: 'orthodox', label: 'Orthodox', kind: 'date' },
      ],
    }),
  },
  compute: ({ year }) => {
    const western = westernEaster(year);
    const julian = julianEaster(year);
    const gregorian = julianToGregorian(year, julian.month, julian.day);
    const orthodox = { month: gregorian.month, day: Math.round(gregorian.day) };
    const westernDate = shifted(year, western, 0);
    const orthodoxDate = shifted(gregorian.year, orthodox, 0);
    return {
      western: westernDate,
      orthodox: orthodoxDate,
      orthodoxJulian: `${MONTH_NAMES[julian.month - 1] ?? ''} ${julian.day}, ${year} (Julian calendar)`,
      daysApart: Math.round((Date.parse(orthodoxDate) - Date.parse(westernDate)) / DAY_MS),
      feasts: MOVEABLE_FEASTS.map((feast) => ({
        feast: feast.name,
        western: shifted(year, western, feast.western),
        orthodox: shifted(gregorian.year, orthodox, feast.orthodox),
      })),
    };
  },
});
