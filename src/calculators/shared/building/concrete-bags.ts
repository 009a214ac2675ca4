import table from 'dated-table:concrete-bag-yields';
import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';
import type { ConcreteBagKey, ConcreteBagYieldsTable } from './concrete-bags.schema.ts';
import { packagesCost, wholePackages, withWaste } from './packages.ts';

/* Premixed concrete bags by size, from content/data/concrete-bag-yields.yaml. */
export const concreteBagTable = table as ConcreteBagYieldsTable;

export type { ConcreteBagKey } from './concrete-bags.schema.ts';

export const concreteBagChoices = concreteBagTable.rows.map((row) => ({ value: row.key, label: row.name }));

/** The volume one bag of this size makes, in m³. */
export function bagYield(key: ConcreteBagKey): number {
  const row = concreteBagTable.rows.find((bag) => bag.key === key);
  if (!row) throw new Error(`No concrete bag "${key}" in concrete-bag-yields.yaml`);
  return toBase('volume', row.yield, row.yieldUnit);
}

/** What a pour of `volume` m³ needs: the volume with waste, whole bags of the size and their cost. */
export function concreteOrder(volume: number, wastePercent: number, bag: ConcreteBagKey, pricePerBag: number) {
  const withAllowance = withWaste(volume, wastePercent);
  const bags = wholePackages(withAllowance, bagYield(bag));
  return { volume, withWaste: withAllowance, bags, cost: packagesCost(bags, pricePerBag) };
}
