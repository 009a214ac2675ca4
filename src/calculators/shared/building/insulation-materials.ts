/*
 * R-value per inch of common insulation and building materials (h·ft²·°F/BTU per inch), as
 * listed in the ColoradoENERGY R-value table ("Insulation values for selected materials", from the
 * Iowa Energy Hotline fact sheet) and, for sheathing, drywall and masonry, in the Project Lead The
 * Way "R-value and densities chart". Published figures vary by product; the label on the product
 * is the one that counts.
 */
export const INSULATION_MATERIALS = [
  { value: 'none', label: 'No layer', rPerInch: 0 },
  { value: 'fiberglassBatt', label: 'Fiberglass batt', rPerInch: 3.14 },
  { value: 'fiberglassBlownAttic', label: 'Fiberglass, blown (attic)', rPerInch: 2.2 },
  { value: 'fiberglassBlownWall', label: 'Fiberglass, blown (wall)', rPerInch: 3.2 },
  { value: 'rockWoolBatt', label: 'Rock wool (mineral wool) batt', rPerInch: 3.14 },
  { value: 'celluloseAttic', label: 'Cellulose, blown (attic)', rPerInch: 3.13 },
  { value: 'celluloseWall', label: 'Cellulose, dense-packed (wall)', rPerInch: 3.7 },
  { value: 'eps', label: 'Expanded polystyrene (EPS) board', rPerInch: 4 },
  { value: 'xps', label: 'Extruded polystyrene (XPS) board', rPerInch: 5 },
  { value: 'sprayFoam', label: 'Polyurethane foam, sprayed in place', rPerInch: 6.25 },
  { value: 'polyiso', label: 'Polyisocyanurate board, foil-faced', rPerInch: 7.2 },
  { value: 'plywood', label: 'Plywood or wood panels', rPerInch: 1.24 },
  { value: 'osb', label: 'OSB, medium density', rPerInch: 1.06 },
  { value: 'drywall', label: 'Gypsum board (drywall)', rPerInch: 0.9 },
  { value: 'hardwood', label: 'Hardwood', rPerInch: 0.9 },
  { value: 'brick', label: 'Brick (120 lb/ft³)', rPerInch: 0.11 },
  { value: 'concrete', label: 'Poured concrete', rPerInch: 0.08 },
  { value: 'stucco', label: 'Stucco', rPerInch: 0.2 },
] as const;

export type InsulationMaterialKey = (typeof INSULATION_MATERIALS)[number]['value'];

/** R per inch of a material key; an unknown key counts as no layer. */
export const rPerInch = (key: string) => INSULATION_MATERIALS.find((m) => m.value === key)?.rPerInch ?? 0;

/** Still air on the inside face of a wall and outside at 15 mph, from the same table. */
export const AIR_FILMS_R = { inside: 0.68, outside: 0.17 } as const;
