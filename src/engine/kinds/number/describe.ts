import type { NumberInputSpec } from '../../types/inputs.ts';
import { unitInfo } from '../../units/registry.ts';
import type { KindDescription } from '../kind.ts';

export const numberDescription: KindDescription<NumberInputSpec> = {
  // A measurement typed with its units ("5 ft 5 in") is shown as typed.
  describe: (spec, text, { unit }) =>
    spec.unitFamily && unit && !/[a-z"'″′]/i.test(text)
      ? `${text} ${unitInfo(spec.unitFamily, unit).symbol}`
      : spec.suffix
        ? `${text} ${spec.suffix}`
        : text,
  unitSymbol: (spec) => (spec.unitFamily && spec.unit ? unitInfo(spec.unitFamily, spec.unit).symbol : undefined),
};
