import type { InputSpec, OutputSpec } from '../engine/types.ts';
import { UNIT_GROUPS, type UnitFamily, type UnitGroup } from '../engine/units/table.ts';

const GROUP_NAMES = Object.keys(UNIT_GROUPS) as UnitGroup[];

/** The group (family file) that holds a family; undefined for a name that is no family. */
export function unitGroupOf(family: string): UnitGroup | undefined {
  return GROUP_NAMES.find((name) => Object.hasOwn(UNIT_GROUPS[name], family));
}

function groupOf(family: UnitFamily): UnitGroup {
  const group = unitGroupOf(family);
  if (!group) throw new Error(`No unit group holds the family "${family}"`);
  return group;
}

/**
 * The unit groups a calculator's island reads as it starts: those of its fields' and results'
 * families, or every group when a result takes its unit from a menu of any family ("length:m",
 * the general unit converter). Whatever its compute converts beyond these, the calculator's own
 * code imports.
 */
export function unitGroupsOf(inputs: Record<string, InputSpec>, outputs: Record<string, OutputSpec>): UnitGroup[] {
  const outputSpecs = Object.values(outputs);
  if (outputSpecs.some((spec) => spec.kind === 'number' && spec.unitInput && !spec.unitFamily)) return GROUP_NAMES;
  const families = [...Object.values(inputs), ...outputSpecs].flatMap((spec) =>
    spec.kind === 'number' && spec.unitFamily ? [spec.unitFamily] : [],
  );
  return GROUP_NAMES.filter((group) => families.some((family) => groupOf(family) === group));
}
