import table from 'dated-table:road-age-factors-2025';
import type { AgeGradedEvent, RoadAgeFactorsTable } from './age-grading.schema.ts';

/*
 * Road-race age grading with the 2025 road age factors and open standards (Alan Jones, approved by
 * USATF Masters Long Distance Running) of content/data/road-age-factors-2025.yaml. An age factor
 * is the open standard divided by the age standard, so it is 1 in a runner's prime and smaller
 * before and after it.
 */
export const roadAgeFactors = table as RoadAgeFactorsTable;
export type { AgeGradedEvent } from './age-grading.schema.ts';

export const FIRST_GRADED_AGE = roadAgeFactors.firstAge;
export const LAST_GRADED_AGE = roadAgeFactors.lastAge;

/** The road events of the table, in metres, for the event menu. */
export const AGE_GRADED_EVENT_OPTIONS = [
  { value: 'mile', label: 'Road mile', metres: 1609.344 },
  { value: '5k', label: '5 km', metres: 5000 },
  { value: '8k', label: '8 km', metres: 8000 },
  { value: '10k', label: '10 km', metres: 10_000 },
  { value: '10mi', label: '10 miles', metres: 16_093.44 },
  { value: 'half', label: 'Half marathon', metres: 21_097.5 },
  { value: 'marathon', label: 'Marathon', metres: 42_195 },
] as const satisfies readonly { value: AgeGradedEvent; label: string; metres: number }[];

export type GradingSex = 'female' | 'male';

interface AgeGrade {
  /** The table's age factor for this sex, event and age. */
  factor: number;
  /** The open-class standard: the best time for the event at any age, in seconds. */
  openSeconds: number;
  /** The best time expected at this age: open standard ÷ age factor, in seconds. */
  ageStandardSeconds: number;
  /** Age-graded percentage: age standard ÷ actual time × 100. */
  percent: number;
  /** The open-equivalent (age-graded) time: actual time × age factor, in seconds. */
  gradedSeconds: number;
}

/** The age grade of a road time; `age` is a whole number of years from 5 to 100. */
export function ageGrade(sex: GradingSex, event: AgeGradedEvent, age: number, seconds: number): AgeGrade {
  const rows = sex === 'female' ? roadAgeFactors.women : roadAgeFactors.men;
  const row = rows.find((candidate) => candidate.event === event);
  const factor = row?.factors[age - FIRST_GRADED_AGE];
  if (!row || factor === undefined) throw new RangeError(`No age factor for ${sex} ${event} at age ${age}`);
  const ageStandardSeconds = row.openSeconds / factor;
  return {
    factor,
    openSeconds: row.openSeconds,
    ageStandardSeconds,
    percent: (ageStandardSeconds / seconds) * 100,
    gradedSeconds: seconds * factor,
  };
}

/**
 * The performance levels USATF Masters and WMA attach to an age-graded percentage: about 100 % is
 * world-record level, over 90 % world class, over 80 % national, over 70 % regional and over 60 %
 * local class.
 */
export const AGE_GRADE_LEVELS = [
  [60, 'Local class (60 % and over)'],
  [70, 'Regional class (70 % and over)'],
  [80, 'National class (80 % and over)'],
  [90, 'World class (90 % and over)'],
  [100, 'World-record level (100 % and over)'],
] as const;

export const BELOW_LOCAL_CLASS = 'Below local class (under 60 %)';
