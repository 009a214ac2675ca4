import { addDays, formatISO, parseISO } from 'date-fns';
import { date, defineCalculator, integer, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';

/*
 * The day the inbox reaches zero: each day brings new emails and you clear some, so the backlog
 * shrinks by (cleared − new) a day and is gone after ⌈backlog ÷ (cleared − new)⌉ days. If you
 * clear no more than arrive, it never empties, and the field says so.
 */
const emailCount = (label: string, defaultCount: number, help?: string) =>
  integer({
    label,
    ...(help ? { help } : {}),
    default: defaultCount,
    min: 0,
    max: 10_000_000,
    suffix: 'emails',
    messages: { max: 'Over ten million emails is a mail server, not an inbox: enter up to 10,000,000.' },
  });

/** Whole days until the backlog is gone (0 when it already is); only called when it shrinks. */
const daysToZero = (backlog: number, incoming: number, cleared: number) =>
  backlog === 0 ? 0 : Math.ceil(backlog / (cleared - incoming));

/** A thousand Gregorian years: a finish date further away is no answer anyone can use. */
const MAX_DAYS = 365_242;

export default defineCalculator({
  inputs: {
    backlog: emailCount('Emails in your inbox now', 500),
    incoming: emailCount('New emails a day', 50),
    cleared: emailCount('Emails you can clear a day', 75, 'Read, answered, filed or deleted.'),
    start: date({ label: 'Starting on', default: 'today', min: '1900-01-01', max: '8000-12-31' }),
  },
  validate: ({ backlog, incoming, cleared }) => {
    if (backlog === 0) return [];
    if (cleared <= incoming) {
      return [
        {
          field: 'cleared',
          message: `At this pace you never reach inbox zero: clear more than the ${formatNumber(incoming, { decimals: 0 })} emails that arrive each day.`,
        },
      ];
    }
    return daysToZero(backlog, incoming, cleared) > MAX_DAYS
      ? [{ field: 'cleared', message: 'At this pace inbox zero is over 1,000 years away: clear more emails a day.' }]
      : [];
  },
  compute: ({ backlog, incoming, cleared, start }) => {
    const days = daysToZero(backlog, incoming, cleared);
    // The first day of clearing is the start day, so zero is reached at the end of day `days`.
    const finish = formatISO(addDays(parseISO(start), Math.max(0, days - 1)), { representation: 'date' });
    return { days, finish, handled: backlog + days * incoming, shrink: cleared - incoming };
  },
  outputs: {
    days: out.integer({ label: 'Days to inbox zero', primary: true, suffix: 'days' }),
    finish: out.date({ label: 'You reach zero at the end of' }),
    handled: out.integer({ label: 'Emails you deal with on the way', suffix: 'emails' }),
    shrink: out.integer({ label: 'Your inbox shrinks each day by', suffix: 'emails' }),
  },
  shareLine: ({ days }, { backlog }) =>
    days === 0
      ? 'My inbox is already at zero. Yes, really.'
      : `My ${formatNumber(backlog, { decimals: 0 })} unread emails reach inbox zero in ${formatNumber(days, { decimals: 0 })} days.`,
});
