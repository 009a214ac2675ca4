import type { Choice, InputSpec, SelectInputSpec } from '../../types/inputs.ts';
import { isMenu } from './choice.ts';

/*
 * Grouped menus, and menus that follow another's group: the unit converter lists its units under
 * their quantity, and its "To" menu offers only units of the quantity chosen in "From".
 */

const groupOf = (spec: SelectInputSpec, value: string | undefined) =>
  spec.options.find((option) => option.value === value)?.group;

/** The options in their groups, in order, for `<optgroup>`s; one unnamed group when there are none. */
export function optionGroups(options: readonly Choice[]): { group: string | undefined; options: Choice[] }[] {
  const groups: { group: string | undefined; options: Choice[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

/** What a select offers, given the form's values: all its options, or those of its leader's group. */
export function offeredOptions(
  spec: SelectInputSpec,
  leader: SelectInputSpec | undefined,
  values: Readonly<Record<string, string>>,
) {
  if (!spec.sameGroupAs || !leader) return spec.options;
  const group = groupOf(leader, values[spec.sameGroupAs]);
  return group === undefined ? spec.options : spec.options.filter((option) => option.group === group);
}

/**
 * The values after `changed` was set: every select following it whose option is now of another
 * group moves to the chosen option's partner, or else to the first option of the group that is
 * not the chosen one.
 */
export function followGroups(inputs: Record<string, InputSpec>, values: Record<string, string>, changed: string) {
  const leader = inputs[changed];
  if (!isMenu(leader)) return values;
  const chosen = values[changed];
  const group = groupOf(leader, chosen);
  if (group === undefined) return values;
  const next = { ...values };
  for (const [key, spec] of Object.entries(inputs)) {
    if (!isMenu(spec) || spec.sameGroupAs !== changed || groupOf(spec, next[key]) === group) continue;
    const partner = leader.options.find((option) => option.value === chosen)?.partner;
    const inGroup = spec.options.filter((option) => option.group === group);
    const target =
      inGroup.find((option) => option.value === partner) ?? inGroup.find((option) => option.value !== chosen);
    if (target) next[key] = target.value;
  }
  return next;
}
