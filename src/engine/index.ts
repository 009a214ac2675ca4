export { defineCalculator } from './define.ts';
export * from './builders.ts';
export type * from './types.ts';
export { durationIn } from './kinds/duration/duration-in.ts';
export * from './validation/rules.ts';
export { asShown, bandOf, type ShownAs } from './format/as-shown.ts';
export { articleFor, ordinal } from './format/english.ts';
