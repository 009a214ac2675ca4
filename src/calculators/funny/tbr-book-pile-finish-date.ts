import { date, defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { calendarDate, dayNumber, dayNumberOf, longDate } from '../shared/calendar/dates.ts';
import { addDaysToDate } from '../shared/calendar/utc-dates.ts';

/*
 * When the to-be-read pile is finally read: its pages ÷ the pages you read a day, less the pages of
 * the books you keep adding (books a month × pages a book ÷ 30.436875 days, the average month of
 * the Gregorian year). Day one is the start day, so the last day is start + whole days − 1.
 */
const DAYS_PER_MONTH = 365.2425 / 12;
const LAST_DAY = dayNumberOf(9999, 12, 31);

interface Pile {
  books: number;
  pagesPerBook: number;
  pagesPerDay: number;
  addedPerMonth: number;
}

/** Pages read net of the new arrivals each day (0 or less: the pile never shrinks). */
const netPagesPerDay = ({ pagesPerBook, pagesPerDay, addedPerMonth }: Pile) =>
  pagesPerDay - (addedPerMonth * pagesPerBook) / DAYS_PER_MONTH;

const readingDays = (pile: Pile) => (pile.books * pile.pagesPerBook) / netPagesPerDay(pile);

/** Whole days on the calendar, the start day counted; a hair above a whole number is that number. */
const calendarDays = (days: number) => Math.max(1, Math.ceil(days - 1e-9));

export default defineCalculator({
  inputs: {
    books: integer({ label: 'Books in the pile', default: 20, min: 1, max: 10_000, suffix: 'books' }),
    pagesPerBook: number({
      label: 'Pages in an average book',
      help: 'Count a few in the pile; most novels are 250 to 400 pages.',
      default: 300,
      min: 1,
      max: 5000,
      suffix: 'pages',
    }),
    pagesPerDay: number({
      label: 'Pages you read a day',
      help: 'At an average 238 words a minute, 30 pages of about 300 words take under 40 minutes.',
      default: 30,
      min: 1,
      max: 2000,
      suffix: 'pages',
      messages: { max: 'More than 2,000 pages a day is a speed-reading record attempt: enter up to 2,000.' },
    }),
    addedPerMonth: number({
      label: 'New books you add a month',
      help: 'Bookshop visits, birthday presents and “just one more” all count.',
      default: 1,
      min: 0,
      max: 1000,
      suffix: 'books',
    }),
    start: date({ label: 'Starting on', default: 'today', min: '1900-01-01', max: '9000-12-31' }),
  },
  validate: (pile) => {
    if (netPagesPerDay(pile) <= 0) {
      const most = (pile.pagesPerDay * DAYS_PER_MONTH) / pile.pagesPerBook;
      return [
        {
          field: 'addedPerMonth',
          message: `The pile grows as fast as you read, so you will never finish: add fewer than ${formatNumber(most, { digits: 3 })} books a month.`,
        },
      ];
    }
    return dayNumber(pile.start) + calendarDays(readingDays(pile)) - 1 > LAST_DAY
      ? [{ field: 'pagesPerDay', message: 'At this pace you finish after the year 9999: read more pages a day.' }]
      : [];
  },
  compute: (pile) => {
    const days = readingDays(pile);
    return {
      days,
      finish: addDaysToDate(pile.start, calendarDays(days) - 1),
      pages: pile.books * pile.pagesPerBook,
    };
  },
  outputs: {
    days: out.number({ label: 'Days of reading', primary: true, decimals: 0, suffix: 'days' }),
    finish: out.date({ label: 'You finish the pile on' }),
    pages: out.number({ label: 'Pages in the pile', decimals: 0, suffix: 'pages' }),
  },
  shareLine: ({ finish }, { books }) =>
    `My pile of ${formatNumber(books, { decimals: 0 })} unread books will be read by ${longDate(calendarDate(dayNumber(finish)))}.`,
});
