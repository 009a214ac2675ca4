import fc from 'fast-check';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../src/calculators/registry.ts';
import { evaluate } from '../../src/engine/evaluate.ts';
import { defaultState, type RawState } from '../../src/engine/state.ts';
import type { InputSpec } from '../../src/engine/types.ts';
import { buildContext } from '../../src/lib/engine-context.ts';
import { calculatorEntries } from '../../src/calculators/catalogue.ts';
// Every unit family loaded, as on the page (which loads those of the fields and results).
import '../../src/engine/units/all.ts';

/*
 * Proves a refactor changes no result. `npm run outputs:record` evaluates every calculator's
 * examples and a few hundred seeded random inputs and writes what each gives; after the change,
 * `npm run outputs:compare` replays the very same recorded inputs and fails on any difference.
 * Not part of `npm test`: the recording is made on the code before a change.
 */

const FILE = process.env['OUTPUTS_FILE'] ?? '.outputs/recorded.json';
const MODE = process.env['OUTPUTS_MODE'] ?? 'compare';
const RUNS = 300;
const context = buildContext(new Date('2025-06-15T12:00:00'));

interface Case {
  state: RawState;
  result: unknown;
}

/** A plausible value for a field: near its default, from its options, or now and then hostile. */
function valueFor(spec: InputSpec, fallback: string): fc.Arbitrary<string> {
  const hostile = fc.constantFrom('', 'abc', '-1', '0', '1e308');
  switch (spec.kind) {
    case 'number':
    case 'integer':
    case 'money':
    case 'percent': {
      const base = spec.default || 1;
      const near = fc
        .double({ min: 0, max: 3, noNaN: true })
        .map((factor) =>
          String(spec.kind === 'integer' ? Math.round(base * factor) : Number((base * factor).toPrecision(6))),
        );
      return fc.oneof({ weight: 8, arbitrary: near }, { weight: 1, arbitrary: hostile });
    }
    case 'select':
    case 'radio':
      return fc.constantFrom(...spec.options.map((option) => option.value));
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'numberList':
      return fc
        .array(fc.integer({ min: -1000, max: 100_000 }), { minLength: 1, maxLength: 12 })
        .map((list) => list.join(', '));
    default:
      return fc.constant(fallback);
  }
}

function sampleStates(inputs: Record<string, InputSpec>, seed: number): RawState[] {
  const defaults = defaultState(inputs, context);
  const fields = Object.entries(inputs);
  const arbitrary = fc
    .tuple(...fields.map(([key, spec]) => fc.option(valueFor(spec, defaults.values[key] ?? ''), { freq: 2 })))
    .map((choices): RawState => {
      const state: RawState = { values: { ...defaults.values }, units: { ...defaults.units }, currency: 'USD' };
      choices.forEach((value, index) => {
        if (value !== null) state.values[fields[index]![0]] = value;
      });
      return state;
    });
  return fc.sample(arbitrary, { numRuns: RUNS, seed });
}

function seedOf(slug: string): number {
  return Array.from(slug, (char) => char.charCodeAt(0)).reduce((hash, code) => (hash * 31 + code) | 0, 7);
}

const recorded: Record<string, Case[]> =
  MODE === 'compare' && existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Case[]>) : {};
const fresh: Record<string, Case[]> = {};

describe.runIf(MODE === 'record' || existsSync(FILE))('every calculator gives the recorded outputs', () => {
  for (const entry of calculatorEntries()) {
    it(entry.slug, async () => {
      const definition = await calculatorLoaders[entry.slug]!();
      const run = (state: RawState): Case => ({
        state,
        result: JSON.parse(JSON.stringify(evaluate(definition, state, context))) as unknown,
      });
      if (MODE === 'record') {
        const examples = entry.words.examples.map((example) => {
          const state = defaultState(definition.inputs, context);
          for (const [key, value] of Object.entries(example.inputs)) {
            state.values[key] = typeof value === 'object' ? String((value as { value: unknown }).value) : String(value);
          }
          return state;
        });
        fresh[entry.slug] = [...examples, ...sampleStates(definition.inputs, seedOf(entry.slug))].map(run);
        mkdirSync(dirname(FILE), { recursive: true });
        writeFileSync(FILE, JSON.stringify({ ...recorded, ...fresh }));
      } else {
        const cases = recorded[entry.slug];
        expect(cases, `${entry.slug} was not recorded`).toBeDefined();
        for (const recordedCase of cases!) {
          expect(run(recordedCase.state).result).toEqual(recordedCase.result);
        }
      }
    });
  }
});
