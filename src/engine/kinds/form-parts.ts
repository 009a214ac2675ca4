import type { CompanionView } from '../ui/CompanionView.tsx';
import type { readRememberedFields, saveRememberedFields } from '../ui/remembered-fields.ts';
import type { withRepeatedOptions } from '../ui/shared-options.ts';
import type { followGroups, offeredOptions, optionGroups } from './choice/groups.ts';
import type { FeetInchesInputs } from './number/FeetInchesInputs.tsx';

/**
 * Parts of the form that few forms use. Each has a loader in ./loaders/ that puts it here; a
 * page runs the loaders its form needs before its island starts (the build and the tests run
 * them all, ./all.ts), so other pages never download the part. Without its part a form still
 * works: one box reads "5 ft 7 in", a menu lists its options in one run and follows no other,
 * nothing is kept in the browser, and no companion view shows (the pages that have one always
 * load its frame, and those whose menus repeat a long list the part that copies it back).
 */
export interface FormParts {
  /** Feet and inches typed in two boxes, for lengths a person measures with a tape. */
  feetInchesInputs: typeof FeetInchesInputs;
  /** Menus under group headings, and menus that follow another's group (the unit converter's). */
  choiceGroups: {
    followGroups: typeof followGroups;
    offeredOptions: typeof offeredOptions;
    optionGroups: typeof optionGroups;
  };
  /** Fields kept in this browser (`remember: true`, the world clock's cities). */
  rememberedStore: { read: typeof readRememberedFields; save: typeof saveRememberedFields };
  /** The frame of a calculator's own view (a clock, a timer), for calculators that have one. */
  companionView: typeof CompanionView;
  /** Long option lists sent once for two menus (the general unit converter's From and To). */
  repeatedOptions: typeof withRepeatedOptions;
}

const loaded: Partial<FormParts> = {};

export function registerFormPart<K extends keyof FormParts>(key: K, part: FormParts[K]): void {
  loaded[key] = part;
}

/** A part, once its loader has run. */
export const formPart = <K extends keyof FormParts>(key: K): FormParts[K] | undefined => loaded[key];
