import { date, out } from '../../../engine/index.ts';
import { dueWindow, type GestationSpan } from '../pets/gestation.ts';

/*
 * The dates and results of the animal due-date tools: the date counted from, "today" for how far
 * along the pregnancy is, and the birth window (earliest, typical, latest) from a cited span.
 */

const DATE_BOUNDS = { min: '1900-01-01', max: '2199-12-31' } as const;

export const gestationDateInputs = (label: string, help: string, defaultDaysAgo: number) => ({
  eventDate: date({ label, help, default: `today-${defaultDaysAgo}`, ...DATE_BOUNDS }),
  today: date({
    label: "Today's date",
    help: 'Change it to see how far along the pregnancy will be on another day.',
    default: 'today',
    ...DATE_BOUNDS,
  }),
});

export const gestationOutputs = (birth: string) => ({
  typical: out.date({ label: `Most likely ${birth} date`, primary: true }),
  earliest: out.date({ label: 'Earliest normal date' }),
  latest: out.date({ label: 'Latest normal date' }),
  daysPregnant: out.integer({ label: 'Days since that date, on the date above', suffix: 'days' }),
  daysToGo: out.integer({ label: 'Days left to the most likely date', suffix: 'days' }),
});

export function gestationResult(eventDate: string, today: string, span: GestationSpan) {
  const window = dueWindow(eventDate, span, today);
  return {
    typical: window.typical,
    earliest: window.earliest,
    latest: window.latest,
    daysPregnant: window.daysPregnant,
    daysToGo: window.daysToTypical,
  };
}
