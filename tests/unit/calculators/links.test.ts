import { describe, expect, it } from 'vitest';
import { calculatorEntries } from '../../../src/calculators/catalogue.ts';
import { calculatorLoaders } from '../../../src/calculators/registry.ts';
import type { EngineContext } from '../../../src/engine/context.ts';
import { evaluate } from '../../../src/engine/evaluate.ts';
import type { RawState } from '../../../src/engine/state.ts';
import type { CalculatorDefinition } from '../../../src/engine/types.ts';
import { shownUnits } from '../../../src/engine/format/outputs.ts';
import { arrivalState, hasCurrencyMenu, offersImperial } from '../../../src/engine/ui/arrival-state.ts';
import { completeQuery, stateToQuery } from '../../../src/engine/ui/url-state.ts';
import { buildContext } from '../../../src/lib/engine-context.ts';
// Every unit family and input kind loaded, as on the page (which loads those of the fields and results).
import '../../../src/engine/kinds/all.ts';
import '../../../src/engine/units/all.ts';

/*
 * Every calculator's links, proven without a browser: a visitor changes a typed field, the address
 * the page writes (or the share box's link) is opened by someone who prefers the other unit system (and another currency),
 * and the opener sees the same inputs, in the same system, and so the same result. The browser
 * visit (tests/e2e/calculator-visit.spec.ts) proves the page writes its state to the address; this
 * proves, for every calculator, that what it writes means the same to anyone.
 */

type UnitSystem = EngineContext['unitSystem'];
const base = buildContext(new Date('2025-06-15T12:00:00'));
const contextIn = (unitSystem: UnitSystem): EngineContext => ({ ...base, unitSystem });
const TYPED_KINDS = new Set(['number', 'integer', 'money', 'percent']);

/** The sender's state with the first typed field whose nudged value changes the result, if any. */
function changedState(definition: CalculatorDefinition, defaults: RawState, system: UnitSystem): RawState | undefined {
  const before = JSON.stringify(evaluate(definition, defaults, contextIn(system)));
  for (const [key, spec] of Object.entries(definition.inputs)) {
    if (!TYPED_KINDS.has(spec.kind)) continue;
    const number = Number(defaults.values[key]);
    if (!Number.isFinite(number)) continue;
    const nudged = number === 0 ? '1' : String(Math.round(number * 1.1 * 1000) / 1000);
    const state = { ...defaults, values: { ...defaults.values, [key]: nudged } };
    if (JSON.stringify(evaluate(definition, state, contextIn(system))) !== before) return state;
  }
  return undefined;
}

for (const entry of calculatorEntries()) {
  describe(`${entry.slug}: a link`, () => {
    for (const [sender, opener] of [
      ['metric', 'imperial'],
      ['imperial', 'metric'],
    ] as const) {
      it(`sent by a ${sender} visitor shows the same result to an opener who prefers ${opener} units`, async () => {
        const definition = await calculatorLoaders[entry.slug]!();
        const { inputs } = definition;
        const sent = arrivalState(inputs, '', { preferred: sender, contextIn, kept: {} });
        const state = changedState(definition, sent.defaults, sender) ?? sent.defaults;
        // With no field that changes the result, the share box's complete link of the defaults.
        const query =
          stateToQuery(state, sent.defaults, hasCurrencyMenu(inputs)) || completeQuery(state, hasCurrencyMenu(inputs));

        const opened = arrivalState(inputs, query, { preferred: opener, contextIn, localCurrency: 'GBP', kept: {} });

        expect(opened.ignored).toEqual([]);
        expect(opened.state.values).toEqual(state.values);
        expect(opened.state.units).toEqual(state.units);
        if (hasCurrencyMenu(inputs)) expect(opened.state.currency).toBe(state.currency);
        // The results, and the unit each is shown in (which follows the form's system).
        const shown = (values: RawState, system: UnitSystem) => {
          const chosen = shownUnits(definition.outputs, values.values, {}, offersImperial(inputs) ? system : 'metric');
          const units = Object.entries(definition.outputs).map(
            ([key, spec]) => chosen[key] ?? ('unit' in spec ? spec.unit : ''),
          );
          return { evaluation: evaluate(definition, values, contextIn(system)), units };
        };
        expect(shown(opened.state, opened.system)).toEqual(shown(state, sender));
      });
    }
  });
}
