import { asTyped, formatPlain } from '../../format/plain.ts';
import { parseMeasurement, parseNumber } from '../../parse/number.ts';
import type { NumberInputSpec } from '../../types/inputs.ts';
import { convert, isUnitOf, toBase } from '../../units/registry.ts';
import { checkBounds, describeBound } from '../bounds.ts';
import { broken, parsed, type KindModule } from '../kind.ts';
import { feetInchesText, usesFeetAndInches } from './feet-inches.ts';

/** A figure converted into a field's unit, written as a person would type it there, or to six digits. */
const writtenIn = (spec: NumberInputSpec, value: number, unit: string, rounding: 'typed' | 'exact' = 'typed') => {
  if (usesFeetAndInches(spec, unit)) return feetInchesText(value, rounding);
  return formatPlain(rounding === 'typed' ? asTyped(value) : Number(value.toPrecision(6)));
};

/** A quantity, with a unit menu when it has a unit family; compute receives it in the family's base unit. */
export const numberKind: KindModule<NumberInputSpec> = {
  parse(raw, spec, { unit }) {
    const { unitFamily: family, unit: boundsUnit } = spec;
    if (!family || !boundsUnit) {
      const read = parseNumber(raw);
      if (!read.ok) return broken('invalid', read.message);
      const problem = checkBounds(read.value, spec, (bound) => describeBound(bound, undefined, spec.suffix));
      return problem ?? parsed(read.value, read.understood);
    }
    // A unit that is not on the field's menu (an edited link) falls back to the field's own.
    const shownUnit = unit && isUnitOf(family, unit) ? unit : boundsUnit;
    const read = parseMeasurement(raw, family, shownUnit) ?? parseNumber(raw);
    if (!read.ok) return broken('invalid', read.message);
    const problem = checkBounds(convert(family, read.value, shownUnit, boundsUnit), spec, (bound, side) =>
      describeBound(
        shownUnit === boundsUnit
          ? bound
          : asTyped(convert(family, bound, boundsUnit, shownUnit), side === 'min' ? 'up' : 'down'),
        shownUnit,
      ),
    );
    return problem ?? parsed(toBase(family, read.value, shownUnit), read.understood);
  },
  defaultText(spec, _context, unit) {
    if (!spec.unitFamily || !spec.unit || !unit || unit === spec.unit) return formatPlain(spec.default);
    return writtenIn(spec, convert(spec.unitFamily, spec.default, spec.unit, unit), unit);
  },
  startingUnit: (spec, system) =>
    spec.unitFamily ? (system === 'imperial' && spec.imperialUnit ? spec.imperialUnit : spec.unit) : undefined,
  systemUnit: (spec, system) =>
    spec.unitFamily && spec.unit && spec.imperialUnit
      ? system === 'imperial'
        ? spec.imperialUnit
        : spec.unit
      : undefined,
  acceptsUnit: (spec, unit) => (spec.unitFamily ? isUnitOf(spec.unitFamily, unit) : false),
  convertText(spec, text, from, to, rounding) {
    if (!spec.unitFamily) return text;
    const read = parseMeasurement(text, spec.unitFamily, from) ?? parseNumber(text);
    return read.ok ? writtenIn(spec, convert(spec.unitFamily, read.value, from, to), to, rounding) : text;
  },
};
