import type { InputSpec, SelectInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** One of a fixed list of options, as a menu (`select`) or a row of radio buttons (`radio`). */
export const choiceKind: KindModule<SelectInputSpec> = {
  parse: (raw, spec) =>
    spec.options.some((option) => option.value === raw) ? parsed(raw) : broken('invalid', MESSAGES.chooseOption),
  defaultText: (spec) => spec.default,
};

/** Whether a field is a menu or a row of radio buttons: the kinds with a list of options. */
export const isMenu = (spec: InputSpec | undefined): spec is SelectInputSpec =>
  spec !== undefined && (spec.kind === 'select' || spec.kind === 'radio');
