/*
 * Every message the engine shows for a field it cannot use, in one place so the wording stays
 * consistent across the site. A field may replace any of them through its `messages` option,
 * keyed by the rule that failed (see `FieldMessages`).
 */

/** The rule a field's entry broke; the key of `messages` on an input that overrides its text. */
export type FieldRule = 'invalid' | 'min' | 'max' | 'whole' | 'unit' | 'minCount' | 'maxCount';

/** Per-field wording, replacing the catalogue's message for that rule. */
export type FieldMessages = Partial<Record<FieldRule, string>>;

export const MESSAGES = {
  enterNumber: 'Enter a number.',
  numberFormat: 'Enter a number, like 12, 1,250.5 or 1 3/4.',
  numberTooLarge: 'That number is too large.',
  numberTooSmall: 'That number is too small to work with. Enter 0 or a larger number.',
  zeroDenominator: 'A fraction cannot have 0 below the line.',
  unknownUnit: (word: string) => `“${word}” is not a unit this field understands.`,
  measurementFormat: 'Write a measurement like 5 ft 7 in or 170 cm.',
  wholeNumber: 'Enter a whole number.',
  atLeast: (bound: string) => `Enter ${bound} or more.`,
  moreThan: (bound: string) => `Enter more than ${bound}.`,
  atMost: (bound: string) => `Enter ${bound} or less.`,
  chooseOption: 'Choose one of the options.',
  realDate: 'Enter a real date.',
  dateOnOrAfter: (date: string) => `Enter a date on or after ${date}.`,
  dateOnOrBefore: (date: string) => `Enter a date on or before ${date}.`,
  timeFormat: 'Enter a time like 14:30.',
  dateAndTime: 'Enter a date and a time.',
  chooseUnit: 'Choose a unit from the list.',
  chooseTimeZone: 'Choose a time zone from the list.',
  chooseCity: 'Choose a city, or enter latitude and longitude like 51.5, -0.13.',
  listEmpty: 'Enter at least one number.',
  listItemNotNumber: (part: string) => `“${part}” is not a number.`,
  listAtLeast: (count: number) => `Enter at least ${count} numbers.`,
  listAtMost: (count: number) => `Enter at most ${count} numbers.`,
  listItemTooLarge: 'One of the numbers is too large.',
  mixedNumberFormat: 'Write a mixed number like 1 1/2.',
  fractionDecimals: 'Use at most 15 decimal places.',
  fractionFormat: 'Enter a fraction like 3/4, a mixed number like 1 1/2, or a whole number.',
  fractionTooLarge: 'That fraction is too large.',
  endAfterStart: 'The end must be after the start.',
  endNotBeforeStart: 'The end date is before the start date; swap them or pick a later day.',
  lessThan: (what: string, than: string) => `${what} must be less than ${than}.`,
  notMoreThan: (what: string, than: string) => `${what} cannot be more than ${than}.`,
} as const;
