import { integer, lessThan, out } from '../../../engine/index.ts';
import { netWallArea, unitsPerArea, type MasonryModule } from '../building/masonry.ts';
import { packagesCost, wholePackages, withWaste } from '../building/packages.ts';
import { buildingLength } from './building-lengths.ts';
import { openingsArea, wasteAllowance } from './material-order.ts';
import { moneyAmount, PRICE_MAX } from './money-fields.ts';

/*
 * The wall block of the block and brick calculators: wall length, height and openings, a waste
 * allowance, the units a bag of mortar lays and the prices in; the area, the units, the mortar
 * bags and the cost out.
 */

/** How the unit is named: "Blocks", "blocks", "block". */
export interface UnitNames {
  Plural: string;
  plural: string;
  singular: string;
}

export function masonryWallFields(
  names: UnitNames,
  wasteDefault: number,
  unitsPerMortarBag: number,
  mortarHelp: string,
) {
  return {
    length: buildingLength('Wall length', 6),
    height: buildingLength('Wall height', 1.2),
    openings: openingsArea(),
    waste: wasteAllowance(`Extra ${names.plural} for cuts and breakage; ${wasteDefault} % is usual.`, wasteDefault),
    perMortarBag: integer({
      label: `${names.Plural} laid per bag of mortar`,
      help: mortarHelp,
      default: unitsPerMortarBag,
      min: 1,
      max: 1000,
    }),
    pricePerUnit: moneyAmount({ label: `Price per ${names.singular}`, help: 'Optional.', default: 0 }, PRICE_MAX),
    pricePerMortarBag: moneyAmount({ label: 'Price per bag of mortar', help: 'Optional.', default: 0 }, PRICE_MAX),
  };
}

export function masonryWallOutputs(names: UnitNames) {
  return {
    area: out.number({ label: 'Wall area', unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['m2', 'ft2'] }),
    units: out.integer({ label: `${names.Plural} to buy, with waste`, primary: true }),
    unitsNet: out.integer({ label: `${names.Plural} in the wall, before waste` }),
    mortarBags: out.integer({ label: 'Bags of mortar' }),
    cost: out.money({ label: 'Cost of units and mortar' }),
  };
}

interface WallValues {
  length: number;
  height: number;
  openings: number;
  waste: number;
  perMortarBag: number;
  pricePerUnit: number;
  pricePerMortarBag: number;
}

/**
 * Units, mortar and cost of a wall of units with the given module. Mortar is counted on the units
 * bought, so the waste allowance also covers dropped mortar.
 */
export function masonryWall(face: MasonryModule, values: WallValues) {
  const area = netWallArea(values.length, values.height, values.openings);
  const unitsNet = wholePackages(area * unitsPerArea(face), 1);
  const units = wholePackages(withWaste(area * unitsPerArea(face), values.waste), 1);
  const mortarBags = wholePackages(units, values.perMortarBag);
  const cost = packagesCost(units, values.pricePerUnit) + packagesCost(mortarBags, values.pricePerMortarBag);
  return { area, units, unitsNet, mortarBags, cost };
}

/** Openings must be smaller than the wall. */
export const openingsInsideWall = ({
  length,
  height,
  openings,
}: {
  length: number;
  height: number;
  openings: number;
}) => lessThan('openings', openings, length * height, { what: 'The openings', than: 'the wall' });
