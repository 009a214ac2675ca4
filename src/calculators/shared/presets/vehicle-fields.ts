import { number, out, select } from '../../../engine/index.ts';
import { FUEL_PRICE_UNITS } from '../vehicles/fuel.ts';
import { moneyAmount } from './money-fields.ts';

/*
 * Fields the automotive calculators ask for again and again: a distance in km or miles, a fuel
 * economy in L/100 km, mpg (US or UK) or km/L, and a pump price per gallon or litre.
 */

/** The optional line under a field, left out entirely when there is none. */
const helpLine = (help?: string) => (help === undefined ? {} : { help });

/** A road distance, written in km, shown in miles to visitors who prefer imperial units. */
export const distanceField = (label: string, defaultKm: number, maxKm = 100_000, help?: string) =>
  number({
    label,
    ...helpLine(help),
    unitFamily: 'length',
    unit: 'km',
    imperialUnit: 'mi',
    units: ['km', 'mi'],
    default: defaultKm,
    min: 0,
    max: maxKm,
  });

/**
 * A fuel economy, written in L/100 km. Because L/100 km runs the other way from mpg, the bound
 * messages name both directions in words rather than "or more" / "or less".
 */
export const fuelEconomyField = (label: string, defaultL100km: number, help?: string) =>
  number({
    label,
    ...helpLine(help),
    unitFamily: 'fuelEconomy',
    unit: 'l100km',
    imperialUnit: 'mpg',
    units: ['l100km', 'mpg', 'mpgimp', 'kml'],
    default: defaultL100km,
    min: 1,
    max: 100,
    messages: {
      min: 'No car is that frugal: enter a fuel use of at least 1 L/100 km (about 235 mpg).',
      max: 'No car uses that much: enter at most 100 L/100 km (about 2.35 mpg).',
    },
  });

/** The pump price and the volume it is quoted per (US gallon, litre or imperial gallon). */
export const fuelPriceFields = (defaultPrice = 3.5, defaultPer: 'gal' | 'l' | 'impgal' = 'gal') => ({
  fuelPrice: moneyAmount({ label: 'Fuel price', default: defaultPrice }, 1000),
  fuelPriceUnit: select({ label: 'Price is', options: FUEL_PRICE_UNITS, default: defaultPer }),
});

const FUEL_VOLUME = { unitFamily: 'volume', unit: 'l', imperialUnit: 'gal', units: ['l', 'gal', 'impgal'] } as const;

/** An amount of fuel in litres, US gallons or imperial gallons, above 0. */
export const fuelVolumeField = (label: string, defaultLitres: number, maxLitres = 2000, help?: string) =>
  number({
    label,
    ...helpLine(help),
    ...FUEL_VOLUME,
    default: defaultLitres,
    min: 0,
    minInclusive: false,
    max: maxLitres,
  });

/** An amount of fuel as a result, to a tenth of a litre or gallon. */
export const fuelVolumeOutput = (label: string, primary = false) =>
  out.number({ label, primary, ...FUEL_VOLUME, decimals: 1 });

/** A distance as a result, to a tenth of a km or mile. */
export const distanceOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'length',
    unit: 'km',
    imperialUnit: 'mi',
    units: ['km', 'mi'],
    decimals: 1,
  });

/** The cost per kilometre and per mile, shown with the precision of a unit price. */
export const costPerDistanceOutputs = (what = 'Cost') => ({
  costPerKm: out.money({ label: `${what} per kilometre`, perUnit: true }),
  costPerMile: out.money({ label: `${what} per mile`, perUnit: true }),
});
