import type { APIRoute } from 'astro';
import { calculatorLoaders } from '../calculators/registry.ts';
import { calculatorEntries } from '../calculators/catalogue.ts';
import { descriptionOf } from '../engine/kinds/descriptions.ts';
import { unitInfo } from '../engine/units/convert.ts';
import type { InputSpec, OutputSpec } from '../engine/types.ts';

function outputUnit(spec: OutputSpec): string | undefined {
  if (spec.kind === 'number' && spec.unitFamily && spec.unit) return unitInfo(spec.unitFamily, spec.unit).symbol;
  if (spec.kind === 'percent') return '%';
  return undefined;
}

const inputUnit = (spec: InputSpec): string | undefined => descriptionOf(spec).unitSymbol?.(spec);

/** A machine-readable index of every calculator: where it is and what it takes and gives. */
export const GET: APIRoute = async () => {
  const index = await Promise.all(
    calculatorEntries().map(async (entry) => {
      const load = calculatorLoaders[entry.slug];
      if (!load) throw new Error(`${entry.slug} has words but no logic`);
      const definition = await load();
      return {
        slug: entry.slug,
        title: entry.title,
        category: entry.category,
        subcategory: entry.subcategory,
        url: entry.path,
        aliases: entry.aliases,
        inputs: Object.entries(definition.inputs).map(([key, spec]) => ({
          key,
          label: spec.label,
          kind: spec.kind,
          unit: inputUnit(spec),
          default: spec.default,
        })),
        outputs: Object.entries(definition.outputs).map(([key, spec]) => ({
          key,
          label: spec.label,
          unit: outputUnit(spec),
        })),
      };
    }),
  );
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
