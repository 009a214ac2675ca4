import {
  defineCalculator,
  number,
  out,
  radio,
  type FieldError,
  type InputSpec,
  type NumberOutputSpec,
  type OutputSpec,
} from '../../../engine/index.ts';
import type { UnitFamily } from '../../../engine/units/table.ts';
import { solvePowerLaw } from './power-law.ts';

/*
 * The calculator every "solve for any one" power-law formula shares: a "Solve for" choice, one
 * field per quantity (in its unit family, so metric and imperial both work), every quantity in the
 * results (the unknown worked out, the others as entered) and the formula rearranged for the
 * unknown. A tool declares only its quantities, exponents and words.
 */

/** One quantity of the formula, in its base unit when it has a unit family. */
export interface Quantity {
  /** The letter in the formula: "F", "m", "KE" (its key names the field in links, so never `v` or `currency`, which links use themselves). */
  symbol: string;
  /** What it is, in words: "Mass". */
  name: string;
  /** Its power in Π x^e = constant. */
  exponent: number;
  /** The formula solved for this quantity: "a = F ÷ m". */
  formula: string;
  default: number;
  min?: number;
  max?: number;
  help?: string;
  unitFamily?: UnitFamily;
  unit?: string;
  imperialUnit?: string;
  units?: readonly string[];
  suffix?: string;
  /** Added to the base-unit value before it enters the formula: 273.15 turns °C into kelvins. */
  offset?: number;
}

type Values = Record<string, number | string>;

export interface SolveForSpec<K extends string> {
  quantities: Readonly<Record<K, Quantity>>;
  constant: number;
  /** The quantity solved for at first. */
  solveFor: NoInfer<K>;
  /** Results worked out from the solved quantities (an acceleration beside a force). */
  extraOutputs?: Readonly<Record<string, OutputSpec>>;
  extras?: (solved: Readonly<Record<K, number>>) => Values;
}

/** The largest size a result may have and still be shown as a figure. */
const LARGEST = 1e150;

function quantityInput(quantity: Quantity): InputSpec {
  const { symbol, name, help, min, max, unitFamily, unit, imperialUnit, units, suffix } = quantity;
  return number({
    label: `${name} (${symbol})`,
    help: `${help ? `${help} ` : ''}Not used when solving for ${symbol}.`,
    default: quantity.default,
    min: min ?? 0,
    minInclusive: false,
    max: max ?? 1e12,
    ...(unitFamily ? { unitFamily, unit, imperialUnit, units } : {}),
    ...(suffix ? { suffix } : {}),
  });
}

function quantityOutput(quantity: Quantity): NumberOutputSpec {
  const { unitFamily, unit, imperialUnit, units, suffix } = quantity;
  return out.number({
    label: `${quantity.name} ${quantity.symbol}`,
    primary: true,
    ...(unitFamily ? { unitFamily, unit, imperialUnit, units } : {}),
    ...(suffix ? { suffix } : {}),
  });
}

export function solveForCalculator<K extends string>(spec: SolveForSpec<K>) {
  const keys = Object.keys(spec.quantities) as K[];
  const law = {
    constant: spec.constant,
    exponents: Object.fromEntries(keys.map((key) => [key, spec.quantities[key].exponent])) as Record<K, number>,
  };
  const offsetOf = (key: K) => spec.quantities[key].offset ?? 0;
  const solveAll = (values: Readonly<Record<string, unknown>>) => {
    const unknown = values.solveFor as K;
    const absolute = Object.fromEntries(keys.map((key) => [key, (values[key] as number) + offsetOf(key)])) as Record<
      K,
      number
    >;
    return {
      ...(values as Record<K, number>),
      [unknown]: solvePowerLaw(law, absolute, unknown) - offsetOf(unknown),
    } as Record<K, number>;
  };

  const inputs: Record<string, InputSpec> = {
    solveFor: radio({
      label: 'Solve for',
      options: keys.map((key) => ({
        value: key,
        label: `${spec.quantities[key].name} (${spec.quantities[key].symbol})`,
      })),
      default: spec.solveFor,
    }),
    ...Object.fromEntries(keys.map((key) => [key, quantityInput(spec.quantities[key])])),
  };
  const outputs: Record<string, OutputSpec> = {
    ...Object.fromEntries(keys.map((key) => [key, quantityOutput(spec.quantities[key])])),
    ...spec.extraOutputs,
    formula: out.text({ label: 'Formula, solved for the unknown' }),
  };

  return defineCalculator({
    inputs,
    outputs,
    validate: (values): FieldError[] => {
      const solved = solveAll(values);
      const unknown = values.solveFor as K;
      const size = Math.abs(solved[unknown] + offsetOf(unknown));
      const extrasShowable = Object.values(spec.extras?.(solved) ?? {}).every(
        (value) => typeof value === 'string' || Math.abs(value) < LARGEST,
      );
      return size > 0 && size < LARGEST && extrasShowable
        ? []
        : [
            {
              field: 'solveFor',
              message: 'These values give a result too large or too small to show; check their units.',
            },
          ];
    },
    compute: (values) => {
      const solved = solveAll(values);
      return {
        ...solved,
        ...spec.extras?.(solved),
        formula: spec.quantities[values.solveFor as K].formula,
      };
    },
  });
}
