import table from 'dated-table:nec-2023-dwelling-load';
import { fromBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';
import type { DwellingLoadTable } from './dwelling-load.schema.ts';

/*
 * The NEC Article 220 standard method for a dwelling's service load, with the figures of
 * content/data/nec-2023-dwelling-load.yaml. Loads are in volt-amperes; kW ratings count as kVA.
 */
export const dwellingLoadTable = table as DwellingLoadTable;

const percentOf = (value: number, percent: number) => (value * percent) / 100;

/** 220.41: the general lighting and receptacle load of a floor area given in m². */
export const generalLightingLoad = (squareMetres: number) =>
  fromBase('area', squareMetres, 'ft2') * dwellingLoadTable.lightingVaPerSquareFoot;

/** Table 220.45: the general lighting, small-appliance and laundry load after its demand factors. */
export function lightingDemand(connectedVa: number): number {
  let demand = 0;
  let from = 0;
  for (const step of dwellingLoadTable.lightingDemandSteps) {
    const top = step.upTo ?? Infinity;
    demand += percentOf(Math.max(0, Math.min(connectedVa, top) - from), step.percent);
    from = top;
  }
  return demand;
}

/** 220.53: fastened-in-place appliances, at 75 % when there are four or more. */
export function fastenedAppliancesDemand(nameplatesVa: readonly number[]): number {
  // A 0 entry stands for "none" (a list cannot be empty) and is not an appliance.
  const appliances = nameplatesVa.filter((va) => va > 0);
  const total = appliances.reduce((sum, va) => sum + va, 0);
  const { atLeast, percent } = dwellingLoadTable.fastenedAppliances;
  return appliances.length >= atLeast ? percentOf(total, percent) : total;
}

/** 220.54: an electric dryer at 5000 VA or its nameplate, whichever is larger; 0 for none. */
export const dryerDemand = (nameplateVa: number) =>
  nameplateVa > 0 ? Math.max(nameplateVa, dwellingLoadTable.dryerMinimumVa) : 0;

/**
 * Table 220.55 for one range (or one cooktop and ovens counted as one): 80 % of a small one,
 * 8 kW for one over 8¾ kW through 12 kW, and 5 % more for each kW or major fraction above 12.
 * Undefined above 27 kW, where the table's Note 1 stops.
 */
export function rangeDemand(nameplateVa: number): number | undefined {
  const kw = nameplateVa / 1000;
  const rule = dwellingLoadTable.range;
  if (kw > rule.largestKw) return undefined;
  if (kw <= rule.smallUpToKw) return percentOf(nameplateVa, rule.smallPercent);
  // "Major fraction" means more than half: 12.5 kW adds nothing, 12.6 kW adds one step.
  const stepsAbove = Math.max(0, Math.ceil(kw - rule.columnCUpToKw - 0.5));
  return rule.columnCKw * 1000 * (1 + (stepsAbove * rule.percentPerKwAbove) / 100);
}
