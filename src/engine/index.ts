export { defineCalculator } from './define.ts';
export * from './builders.ts';
export type * from './types.ts';
export { durationIn } from './parse/inputs.ts';
