import { defineCalculator, out, select, text } from '../../engine/index.ts';
import { wordsUnderHundred } from '../shared/numbers/english-words.ts';

/** A clock time as minutes after midnight; 24:00 (the end of a day) is 1440. */
type ClockReading = { minutes: number } | { problem: string };

const END_OF_DAY = 24 * 60;

/** "1530", "15:30", "0930", "930" or "2400". */
function read24(entry: string): ClockReading {
  const match = /^\s*(\d{1,2}):?(\d{2})\s*(?:h|hrs|hours)?\s*$/i.exec(entry);
  const [hours, minutes] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(hours <= 24 && minutes <= 59) || (hours === 24 && minutes > 0)) {
    return {
      problem: `“${entry.trim()}” is not a 24-hour time: write four digits like 1530 or 15:30, from 0000 to 2359 (or 2400).`,
    };
  }
  return { minutes: hours * 60 + minutes };
}

/** "3:45 PM", "3pm", "12:00 a.m.". */
function read12(entry: string): ClockReading {
  const match = /^\s*(\d{1,2})(?::?(\d{2}))?\s*([ap])\.?\s*m?\.?\s*$/i.exec(entry);
  const [hours, minutes] = match ? [Number(match[1]), Number(match[2] ?? 0)] : [Number.NaN, Number.NaN];
  if (!(hours >= 1 && hours <= 12 && minutes <= 59)) {
    return {
      problem: `“${entry.trim()}” is not a 12-hour time: write it like 3:45 PM, with an hour from 1 to 12 and AM or PM.`,
    };
  }
  const afternoon = (match?.[3] ?? '').toLowerCase() === 'p';
  return { minutes: ((hours % 12) + (afternoon ? 12 : 0)) * 60 + minutes };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** How the 24-hour time is said: "fifteen hundred hours", "zero nine thirty hours", "sixteen zero five hours". */
function spoken(hours: number, minutes: number): string {
  const hourWords = hours < 10 ? `zero ${wordsUnderHundred(hours)}` : wordsUnderHundred(hours);
  if (minutes === 0) return `${hours === 0 ? 'zero' : hourWords} hundred hours`;
  const minuteWords = minutes < 10 ? `zero ${wordsUnderHundred(minutes)}` : wordsUnderHundred(minutes);
  return `${hours === 0 ? 'zero zero' : hourWords} ${minuteWords} hours`;
}

function twelveHour(hours: number, minutes: number): string {
  const period = hours % 24 < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${period}`;
}

function partOfDay(total: number): string {
  if (total === 0 || total === END_OF_DAY)
    return total === 0 ? 'Midnight, the start of the day' : 'Midnight, the end of the day';
  if (total === 12 * 60) return 'Noon';
  if (total < 12 * 60) return 'Morning (AM: ante meridiem, before noon)';
  return total < 18 * 60 ? 'Afternoon (PM: post meridiem, after noon)' : 'Evening (PM: post meridiem, after noon)';
}

const reading = (direction: string, time24: string, time12: string) =>
  direction === 'to12' ? read24(time24) : read12(time12);

export default defineCalculator({
  inputs: {
    direction: select({
      label: 'Convert',
      options: [
        { value: 'to12', label: '24-hour (military) → 12-hour' },
        { value: 'to24', label: '12-hour → 24-hour (military)' },
      ],
      default: 'to12',
    }),
    time24: text({
      label: '24-hour time',
      help: 'Like 1530, 15:30 or 0900.',
      default: '1530',
      maxLength: 12,
      inputMode: 'numeric',
    }),
    time12: text({
      label: '12-hour time',
      help: 'Like 3:30 PM, 9 am or 12:15 a.m.',
      default: '3:30 PM',
      maxLength: 12,
    }),
  },
  outputs: {
    military: out.text({ label: 'Military time', primary: true }),
    standard: out.text({ label: '12-hour time', primary: true }),
    clock24: out.text({ label: '24-hour clock (ISO 8601)' }),
    said: out.text({ label: 'Said as' }),
    part: out.text({ label: 'Part of the day' }),
  },
  validate: ({ direction, time24, time12 }) => {
    const result = reading(direction, time24, time12);
    return 'problem' in result ? [{ field: direction === 'to12' ? 'time24' : 'time12', message: result.problem }] : [];
  },
  compute: ({ direction, time24, time12 }) => {
    const result = reading(direction, time24, time12);
    // validate has refused what cannot be read, so midnight here is never shown.
    const total = 'minutes' in result ? result.minutes : 0;
    const [hours, minutes] = [Math.floor(total / 60), total % 60];
    return {
      military: `${pad(hours)}${pad(minutes)}`,
      standard: twelveHour(hours, minutes),
      clock24: `${pad(hours)}:${pad(minutes)}`,
      said: hours === 24 ? 'twenty-four hundred hours' : spoken(hours, minutes),
      part: partOfDay(total),
    };
  },
});
