import { defineCalculator, number, out, select } from '../../../engine/index.ts';
// The registry, not engine/units/convert.ts: a converter page loads only its own family's units,
// before its calculator runs, where convert.ts would bring every family (5.3 KB gzip) to every
// converter.
import { baseUnitOf, convert, toBase, unitInfo, unitsOf } from '../../../engine/units/registry.ts';
import type { UnitFamily, UnitOf } from '../../../engine/units/table.ts';
import { definition, formula } from './formula.ts';
import { conversionProblem } from './limits.ts';

/** A pair of units offered as a link ("cm to inches"), with the value the link converts. */
export interface QuickLink<F extends UnitFamily = UnitFamily> {
  from: UnitOf<F>;
  to: UnitOf<F>;
  value?: number;
}

export interface ConverterSpec<F extends UnitFamily> {
  family: F;
  /** The starting value and pair: a conversion people look up. */
  value: number;
  from: UnitOf<F>;
  to: UnitOf<F>;
  /** Units in the menus and the table, in this order (default: every unit of the family). */
  units?: readonly UnitOf<F>[];
}

/** Quantities that are meaningful below zero; the others start at 0. */
const SIGNED: ReadonlySet<UnitFamily> = new Set(['temperature', 'angle', 'angularVelocity', 'speed']);
const LARGEST = 1e15;

/** The labels of a unit in the menus: "inches (in)". */
const choice = (family: UnitFamily, unit: string) => {
  const { label, symbol } = unitInfo(family, unit);
  return { value: unit, label: label === symbol ? label : `${label} (${symbol})` };
};

/**
 * One single-quantity converter: a value, its unit and the unit wanted; the result in that unit,
 * the conversion line, both units' definitions in the SI unit and the value in every unit.
 */
export function defineConverter<F extends UnitFamily>(spec: ConverterSpec<F>) {
  const { family } = spec;
  const units: readonly string[] = spec.units ?? unitsOf(family);
  const options = units.map((unit) => choice(family, unit));
  const base = baseUnitOf(family);
  return defineCalculator({
    viewPlacement: 'below',
    inputs: {
      value: number({
        label: 'Value',
        default: spec.value,
        min: SIGNED.has(family) ? -LARGEST : 0,
        max: LARGEST,
      }),
      from: select({ label: 'From', options, default: spec.from }),
      to: select({ label: 'To', options, default: spec.to }),
    },
    outputs: {
      result: out.number({
        label: 'Result',
        primary: true,
        unitFamily: family,
        unit: base,
        unitInput: 'to',
        digits: 8,
      }),
      formula: out.text({ label: 'Conversion' }),
      definitions: out.text({ label: 'Definitions (NIST SP 811, SI Brochure)' }),
      everyUnit: out.table({
        label: 'The same value in every unit',
        columns: [
          { key: 'unit', label: 'Unit', kind: 'text' },
          { key: 'value', label: 'Value', kind: 'number' },
        ],
        previewRows: units.length,
      }),
    },
    validate: ({ value, from }) => {
      const problem = conversionProblem(family, value, from);
      return problem ? [{ field: 'value', message: problem }] : [];
    },
    compute: ({ value, from, to }) => ({
      result: toBase(family, value, from),
      formula: formula(family, from, to),
      definitions: from === to ? definition(family, from) : `${definition(family, from)}; ${definition(family, to)}`,
      everyUnit: units.map((unit) => ({
        unit: choice(family, unit).label,
        value: convert(family, value, from, unit),
      })),
    }),
  });
}
