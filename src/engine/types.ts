/*
 * The shapes every calculator is made of, gathered from types/: inputs, outputs and the
 * definition that joins them.
 */
export type * from './types/inputs.ts';
export type * from './types/outputs.ts';
export type * from './types/definition.ts';
export type * from './types/examples.ts';
export type { FieldMessages, FieldRule } from './validation/messages.ts';
