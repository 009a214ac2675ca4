import type { followGroups, offeredOptions, optionGroups } from './groups.ts';

/*
 * Where grouped menus join the form: only a few forms have them (the unit converter's, whose
 * "To" menu follows "From"), so their loader (../loaders/choiceGroups.ts) puts them here before
 * those pages' islands start, and other pages never download them. Without them a menu lists
 * its options in one run and follows no other.
 */
interface ChoiceGroups {
  offeredOptions: typeof offeredOptions;
  optionGroups: typeof optionGroups;
  followGroups: typeof followGroups;
}

let loaded: ChoiceGroups | undefined;

export function registerChoiceGroups(groups: ChoiceGroups): void {
  loaded = groups;
}

/** The grouped-menu rules, once loaded. */
export const choiceGroups = (): ChoiceGroups | undefined => loaded;
