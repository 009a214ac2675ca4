import { asTyped, formatPlain } from '../../format/plain.ts';
import { parseNumber } from '../../parse/number.ts';
import type { DurationInputSpec, DurationUnit } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';
import { durationIn } from './duration-in.ts';

/** A length of time with its own unit menu (seconds to years); compute receives `{ value, unit }`. */
export const durationKind: KindModule<DurationInputSpec> = {
  parse(raw, spec, { unit }) {
    const read = parseNumber(raw);
    const durationUnit = (unit ?? spec.default.unit) as DurationUnit;
    if (!read.ok) return broken('invalid', read.message);
    if (!spec.units.includes(durationUnit)) return broken('unit', MESSAGES.chooseUnit);
    const duration = { value: read.value, unit: durationUnit };
    const min = spec.min ?? { value: 0, unit: durationUnit };
    if (durationIn(duration, 'second') < durationIn(min, 'second') || read.value < 0) {
      return broken('min', MESSAGES.atLeast(`${min.value} ${min.unit}${min.value === 1 ? '' : 's'}`));
    }
    if (spec.max && durationIn(duration, 'second') > durationIn(spec.max, 'second')) {
      return broken('max', MESSAGES.atMost(`${spec.max.value} ${spec.max.unit}s`));
    }
    return parsed(duration);
  },
  defaultText: (spec) => formatPlain(spec.default.value),
  startingUnit: (spec) => spec.default.unit,
  acceptsUnit: (spec, unit) => (spec.units as readonly string[]).includes(unit),
  convertText(_spec, text, from, to, rounding) {
    const read = parseNumber(text);
    if (!read.ok) return text;
    const converted = durationIn({ value: read.value, unit: from as DurationUnit }, to as DurationUnit);
    return formatPlain(rounding === 'typed' ? asTyped(converted) : Number(converted.toPrecision(6)));
  },
};
