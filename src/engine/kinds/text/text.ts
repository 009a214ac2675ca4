import type { TextInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** Longest entry a text field takes unless it says otherwise; keeps a pasted book out of compute. */
export const DEFAULT_TEXT_LENGTH = 1000;

/**
 * Text that the calculator reads itself (a numeral, a colour code, a sentence to encode).
 * Compute receives it exactly as typed, spaces included; only an empty or too long entry is
 * refused here, and the calculator's `validate` words what its own format needs.
 */
export const textKind: KindModule<TextInputSpec> = {
  parse(raw, spec) {
    if (raw.trim() === '' && !spec.allowEmpty) return broken('invalid', MESSAGES.enterText);
    const longest = spec.maxLength ?? DEFAULT_TEXT_LENGTH;
    // Code points, so an emoji counts as one character rather than two UTF-16 units.
    if (Array.from(raw).length > longest) return broken('max', MESSAGES.textTooLong(longest));
    return parsed(raw);
  },
  defaultText: (spec) => spec.default,
};
