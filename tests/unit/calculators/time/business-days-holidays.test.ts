import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../../../src/calculators/registry.ts';
import { dayNumber, isoDate, isWeekend } from '../../../../src/calculators/shared/calendar/dates.ts';
import { publicHolidays, type HolidayCountry } from '../../../../src/calculators/shared/calendar/public-holidays.ts';
import {
  countWorkingDays,
  isWorkingDay,
  sortOwnDaysOff,
  workingDayAfter,
  type HolidayChoice,
} from '../../../../src/calculators/shared/calendar/working-days.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every input kind loaded, as when the build renders a page (an island loads only its own).
import '../../../../src/engine/kinds/all.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const days = (...iso: string[]) => iso.map(dayNumber);
const datesOf = (country: HolidayCountry, year: number) =>
  publicHolidays(country, year)
    .map((h) => isoDate(h.day))
    .sort();

/*
 * The dates of GOV.UK's "UK bank holidays" feed (https://www.gov.uk/bank-holidays.json) for
 * 2012–2027, as published for each of the three divisions (2012–2019 as cached in the
 * ministryofjustice/govuk-bank-holidays package, 2019–2027 from a later copy of the feed).
 */
const GOV_UK: Record<'uk' | 'uk-scotland' | 'uk-northern-ireland', Record<number, string[]>> = {
  uk: {
    2012: ['01-02', '04-06', '04-09', '05-07', '06-04', '06-05', '08-27', '12-25', '12-26'],
    2013: ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'],
    2014: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
    2015: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
    2016: ['01-01', '03-25', '03-28', '05-02', '05-30', '08-29', '12-26', '12-27'],
    2017: ['01-02', '04-14', '04-17', '05-01', '05-29', '08-28', '12-25', '12-26'],
    2018: ['01-01', '03-30', '04-02', '05-07', '05-28', '08-27', '12-25', '12-26'],
    2019: ['01-01', '04-19', '04-22', '05-06', '05-27', '08-26', '12-25', '12-26'],
    2020: ['01-01', '04-10', '04-13', '05-08', '05-25', '08-31', '12-25', '12-28'],
    2021: ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'],
    2022: ['01-03', '04-15', '04-18', '05-02', '06-02', '06-03', '08-29', '09-19', '12-26', '12-27'],
    2023: ['01-02', '04-07', '04-10', '05-01', '05-08', '05-29', '08-28', '12-25', '12-26'],
    2024: ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'],
    2025: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
    2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
  },
  'uk-scotland': {
    2012: ['01-02', '01-03', '04-06', '05-07', '06-04', '06-05', '08-06', '11-30', '12-25', '12-26'],
    2013: ['01-01', '01-02', '03-29', '05-06', '05-27', '08-05', '12-02', '12-25', '12-26'],
    2014: ['01-01', '01-02', '04-18', '05-05', '05-26', '08-04', '12-01', '12-25', '12-26'],
    2015: ['01-01', '01-02', '04-03', '05-04', '05-25', '08-03', '11-30', '12-25', '12-28'],
    2016: ['01-01', '01-04', '03-25', '05-02', '05-30', '08-01', '11-30', '12-26', '12-27'],
    2017: ['01-02', '01-03', '04-14', '05-01', '05-29', '08-07', '11-30', '12-25', '12-26'],
    2018: ['01-01', '01-02', '03-30', '05-07', '05-28', '08-06', '11-30', '12-25', '12-26'],
    2019: ['01-01', '01-02', '04-19', '05-06', '05-27', '08-05', '12-02', '12-25', '12-26'],
    2020: ['01-01', '01-02', '04-10', '05-08', '05-25', '08-03', '11-30', '12-25', '12-28'],
    2021: ['01-01', '01-04', '04-02', '05-03', '05-31', '08-02', '11-30', '12-27', '12-28'],
    2022: ['01-03', '01-04', '04-15', '05-02', '06-02', '06-03', '08-01', '09-19', '11-30', '12-26', '12-27'],
    2023: ['01-02', '01-03', '04-07', '05-01', '05-08', '05-29', '08-07', '11-30', '12-25', '12-26'],
    2024: ['01-01', '01-02', '03-29', '05-06', '05-27', '08-05', '12-02', '12-25', '12-26'],
    2025: ['01-01', '01-02', '04-18', '05-05', '05-26', '08-04', '12-01', '12-25', '12-26'],
    2026: ['01-01', '01-02', '04-03', '05-04', '05-25', '08-03', '11-30', '12-25', '12-28'],
    2027: ['01-01', '01-04', '03-26', '05-03', '05-31', '08-02', '11-30', '12-27', '12-28'],
  },
  'uk-northern-ireland': {
    2012: ['01-02', '03-19', '04-06', '04-09', '05-07', '06-04', '06-05', '07-12', '08-27', '12-25', '12-26'],
    2013: ['01-01', '03-18', '03-29', '04-01', '05-06', '05-27', '07-12', '08-26', '12-25', '12-26'],
    2014: ['01-01', '03-17', '04-18', '04-21', '05-05', '05-26', '07-14', '08-25', '12-25', '12-26'],
    2015: ['01-01', '03-17', '04-03', '04-06', '05-04', '05-25', '07-13', '08-31', '12-25', '12-28'],
    2016: ['01-01', '03-17', '03-25', '03-28', '05-02', '05-30', '07-12', '08-29', '12-26', '12-27'],
    2017: ['01-02', '03-17', '04-14', '04-17', '05-01', '05-29', '07-12', '08-28', '12-25', '12-26'],
    2018: ['01-01', '03-19', '03-30', '04-02', '05-07', '05-28', '07-12', '08-27', '12-25', '12-26'],
    2019: ['01-01', '03-18', '04-19', '04-22', '05-06', '05-27', '07-12', '08-26', '12-25', '12-26'],
    2020: ['01-01', '03-17', '04-10', '04-13', '05-08', '05-25', '07-13', '08-31', '12-25', '12-28'],
    2021: ['01-01', '03-17', '04-02', '04-05', '05-03', '05-31', '07-12', '08-30', '12-27', '12-28'],
    2022: ['01-03', '03-17', '04-15', '04-18', '05-02', '06-02', '06-03', '07-12', '08-29', '09-19', '12-26', '12-27'],
    2023: ['01-02', '03-17', '04-07', '04-10', '05-01', '05-08', '05-29', '07-12', '08-28', '12-25', '12-26'],
    2024: ['01-01', '03-18', '03-29', '04-01', '05-06', '05-27', '07-12', '08-26', '12-25', '12-26'],
    2025: ['01-01', '03-17', '04-18', '04-21', '05-05', '05-26', '07-14', '08-25', '12-25', '12-26'],
    2026: ['01-01', '03-17', '04-03', '04-06', '05-04', '05-25', '07-13', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-17', '03-26', '03-29', '05-03', '05-31', '07-12', '08-30', '12-27', '12-28'],
  },
};

describe('UK bank holidays by region', () => {
  for (const [region, years] of Object.entries(GOV_UK) as [keyof typeof GOV_UK, Record<number, string[]>][]) {
    for (const [year, expected] of Object.entries(years)) {
      it(`${region} ${year} matches GOV.UK`, () => {
        expect(datesOf(region, Number(year))).toEqual(expected.map((d) => `${year}-${d}`));
      });
    }
  }

  it('names the Scottish and Northern Irish days and their substitutes', () => {
    const scotland = publicHolidays('uk-scotland', 2025);
    expect(scotland.find((h) => isoDate(h.day) === '2025-12-01')?.name).toBe("St Andrew's Day (substitute day)");
    expect(scotland.find((h) => isoDate(h.day) === '2025-01-02')?.name).toBe('2nd January');
    expect(scotland.some((h) => h.name === 'Easter Monday')).toBe(false);
    const ni = publicHolidays('uk-northern-ireland', 2025);
    expect(ni.find((h) => isoDate(h.day) === '2025-07-14')?.name).toBe(
      "Battle of the Boyne (Orangemen's Day) (substitute day)",
    );
    expect(ni.find((h) => isoDate(h.day) === '2025-03-17')?.name).toBe("St Patrick's Day");
  });

  it('has St Andrew’s Day only from 2007, when the St Andrew’s Day Bank Holiday (Scotland) Act took effect', () => {
    expect(publicHolidays('uk-scotland', 2006).some((h) => h.name.startsWith("St Andrew's Day"))).toBe(false);
    expect(datesOf('uk-scotland', 2007)).toContain('2007-11-30');
  });

  it('keeps the UK-wide one-off days in every region', () => {
    for (const region of ['uk', 'uk-scotland', 'uk-northern-ireland'] as const) {
      expect(datesOf(region, 2012)).toEqual(expect.arrayContaining(['2012-06-04', '2012-06-05']));
      expect(datesOf(region, 2012)).not.toContain('2012-05-28');
      expect(datesOf(region, 2023)).toContain('2023-05-08');
    }
  });

  it('never puts two holidays of a region on one day, nor a substitute on a weekend', () => {
    for (const region of ['uk', 'uk-scotland', 'uk-northern-ireland'] as const) {
      for (let year = 1978; year <= 2100; year += 1) {
        const list = publicHolidays(region, year);
        expect(new Set(list.map((h) => h.day)).size).toBe(list.length);
        for (const h of list.filter((x) => x.name.includes('substitute'))) expect(isWeekend(h.day)).toBe(false);
      }
    }
  });
});

describe('own days off', () => {
  it('are taken off the count once, and not when on a weekend, a public holiday or repeated', () => {
    const own = days('2024-07-04', '2024-07-05', '2024-07-06', '2024-07-05');
    const sorted = sortOwnDaysOff(own, 'us');
    expect(sorted.used.map(isoDate)).toEqual(['2024-07-05']);
    expect(sorted.onWeekend.map(isoDate)).toEqual(['2024-07-06']);
    expect(sorted.onHoliday.map((h) => h.name)).toEqual(['Independence Day']);
    expect(sorted.repeated).toBe(1);
    const count = countWorkingDays(dayNumber('2024-07-01'), dayNumber('2024-07-12'), 'us', own);
    expect(count.workingDays).toBe(8);
    expect(count.ownDays.map(isoDate)).toEqual(['2024-07-05']);
  });

  it('move the date after N working days (2025-06-02 + 5 with 4 and 5 June off is 11 June, not 9 June)', () => {
    const start = dayNumber('2025-06-02');
    expect(isoDate(workingDayAfter(start, 5, 'none'))).toBe('2025-06-09');
    expect(isoDate(workingDayAfter(start, 5, 'none', days('2025-06-04', '2025-06-05')))).toBe('2025-06-11');
    // A Saturday off changes nothing; an own day after the result changes nothing.
    expect(isoDate(workingDayAfter(start, 5, 'none', days('2025-06-07', '2025-06-20')))).toBe('2025-06-09');
  });

  it('stack with public holidays when adding working days', () => {
    // Scotland: 1 Dec 2025 is St Andrew's Day (substitute); 2 Dec is an own day off.
    const start = dayNumber('2025-11-28');
    expect(isoDate(workingDayAfter(start, 1, 'uk-scotland'))).toBe('2025-12-02');
    expect(isoDate(workingDayAfter(start, 1, 'uk-scotland', days('2025-12-02')))).toBe('2025-12-03');
    expect(isWorkingDay(dayNumber('2025-12-02'), 'uk-scotland', days('2025-12-02'))).toBe(false);
    expect(isWorkingDay(dayNumber('2025-12-03'), 'uk-scotland', days('2025-12-02'))).toBe(true);
  });

  it('agree between counting and adding, for any start, length, calendar and own days', () => {
    const choices: HolidayChoice[] = ['none', 'us', 'uk', 'uk-scotland', 'uk-northern-ireland'];
    const first = dayNumber('1990-01-01');
    fc.assert(
      fc.property(
        fc.integer({ min: first, max: first + 40 * 365 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(...choices),
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 6 }),
        (start, count, choice, offsets) => {
          const own = offsets.map((offset) => start + offset);
          const used = sortOwnDaysOff(own, choice).used;
          const after = workingDayAfter(start, count, choice, used);
          expect(countWorkingDays(start + 1, after, choice, used).workingDays).toBe(count);
          if (count > 0) expect(isWorkingDay(after, choice, used)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('business-days calculator', () => {
  const run = async (values: Record<string, string>) => {
    const definition = await calculatorLoaders['business-days']!();
    const state = defaultState(definition.inputs, context);
    Object.assign(state.values, values);
    return evaluate(definition, state, context);
  };

  it('uses the own date fields that are filled in and ignores the empty ones', async () => {
    const base = { start: '2025-06-02', end: '2025-06-13', addDays: '5', holidays: 'none' };
    const none = await run(base);
    const one = await run({ ...base, ownDay3: '2025-06-04' });
    const two = await run({ ...base, ownDay1: '2025-06-04', ownDay6: '2025-06-05' });
    expect(none.status === 'ok' && none.outputs).toMatchObject({ workingDays: 10, dateAfter: '2025-06-09' });
    expect(one.status === 'ok' && one.outputs).toMatchObject({ workingDays: 9, dateAfter: '2025-06-10' });
    expect(two.status === 'ok' && two.outputs).toMatchObject({
      workingDays: 8,
      ownDaysCounted: 2,
      dateAfter: '2025-06-11',
      daysOffAfter: 2,
      daysOffList: [
        { date: '2025-06-04', name: 'Your day off' },
        { date: '2025-06-05', name: 'Your day off' },
      ],
    });
  });

  it('still refuses a filled-in own date that is not a real date', async () => {
    const result = await run({ start: '2025-06-02', end: '2025-06-13', ownDay2: '2025-02-30' });
    expect(result.status === 'invalid' && result.errors).toEqual([{ field: 'ownDay2', message: 'Enter a real date.' }]);
  });

  it('explains own days that were not counted', async () => {
    const result = await run({
      start: '2025-12-01',
      end: '2025-12-31',
      holidays: 'uk-scotland',
      ownDay1: '2025-12-24',
      ownDay2: '2025-12-25',
      ownDay3: '2025-12-27',
      ownDay4: '2026-01-05',
    });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    // 23 weekdays in December 2025 − 1 Dec, 25 Dec, 26 Dec (Scotland) − 24 Dec (own) = 19.
    expect(result.outputs).toMatchObject({ workingDays: 19, holidayCount: 3, ownDaysCounted: 1 });
    expect(result.outputs.ownDaysNote).toBe(
      '4 dates entered: 1 day taken off between the dates; 1 day outside them, skipped only when adding working days. ' +
        'Not counted: December 25, 2025 (already Christmas Day); December 27, 2025 (a weekend day).',
    );
  });
});
