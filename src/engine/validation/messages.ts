/*
 * Every message the engine shows for a field it cannot read or that is out of bounds, in one
 * place so the wording stays the same across the site. A field may replace any of them through
 * its `messages` option, keyed by the rule that failed (see `FieldMessages`). The messages of
 * rules across fields are in `rules.ts`. Import the module whole (`import * as MESSAGES`), so
 * the wording reads `MESSAGES.enterNumber` and the build keeps only the messages in use.
 */

/** The rule a field's entry broke; the key of `messages` on an input that overrides its text. */
export type FieldRule = 'invalid' | 'min' | 'max' | 'whole' | 'unit' | 'minCount' | 'maxCount';

/** Per-field wording, replacing the catalogue's message for that rule. */
export type FieldMessages = Partial<Record<FieldRule, string>>;

export const enterNumber = 'Enter a number.';
export const numberFormat = 'Enter a number, like 12, 1,250.5 or 1 3/4.';
export const numberTooLarge = 'That number is too large.';
export const numberTooSmall = 'That number is too small to work with. Enter 0 or a larger number.';
export const zeroDenominator = 'A fraction cannot have 0 below the line.';
export const unknownUnit = (word: string) => `“${word}” is not a unit this field understands.`;
export const measurementFormat = 'Write a measurement like 5 ft 7 in or 170 cm.';
export const wholeNumber = 'Enter a whole number.';
export const atLeast = (bound: string) => `Enter ${bound} or more.`;
export const moreThan = (bound: string) => `Enter more than ${bound}.`;
export const atMost = (bound: string) => `Enter ${bound} or less.`;
export const chooseOption = 'Choose one of the options.';
export const realDate = 'Enter a real date.';
export const dateOnOrAfter = (date: string) => `Enter a date on or after ${date}.`;
export const dateOnOrBefore = (date: string) => `Enter a date on or before ${date}.`;
export const timeFormat = 'Enter a time like 14:30.';
export const dateAndTime = 'Enter a date and a time.';
export const chooseUnit = 'Choose a unit from the list.';
export const chooseTimeZone = 'Choose a time zone from the list.';
export const chooseCity = 'Choose a city, or enter latitude and longitude like 51.5, -0.13.';
export const listEmpty = 'Enter at least one number.';
export const listItemNotNumber = (part: string) => `“${part}” is not a number.`;
export const listAtLeast = (count: number) => `Enter at least ${count} numbers.`;
export const listAtMost = (count: number) => `Enter at most ${count} numbers.`;
export const listItemTooLarge = 'One of the numbers is too large.';
export const mixedNumberFormat = 'Write a mixed number like 1 1/2.';
export const fractionDecimals = 'Use at most 15 decimal places.';
export const fractionFormat = 'Enter a fraction like 3/4, a mixed number like 1 1/2, or a whole number.';
export const fractionTooLarge = 'That fraction is too large.';
export const enterText = 'Enter some text.';
export const textTooLong = (characters: number) => `Enter at most ${characters.toLocaleString('en-US')} characters.`;
