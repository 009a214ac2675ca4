/** The volume units a pump price is quoted in; the value is the unit's key in the volume family. */
export const FUEL_PRICE_UNITS = [
  { value: 'gal', label: 'per US gallon' },
  { value: 'l', label: 'per litre' },
  { value: 'impgal', label: 'per imperial gallon' },
] as const;

export type FuelPriceUnit = (typeof FUEL_PRICE_UNITS)[number]['value'];
