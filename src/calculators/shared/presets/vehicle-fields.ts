import { number, out, percent, select } from '../../../engine/index.ts';
import { GASOLINE_PER_GALLON, HOME_ELECTRICITY_PER_KWH } from '../vehicles/energy-prices.ts';
import { FUEL_PRICE_UNITS } from '../vehicles/fuel-price-units.ts';
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

/**
 * The pump price and the volume it is quoted per (US gallon, litre or imperial gallon), starting at
 * the US average of the dated table; a calculator using it lists `vehicleEnergyPrices` in `datedTables`.
 */
export const fuelPriceFields = () => ({
  fuelPrice: moneyAmount(
    { label: 'Fuel price', help: 'Starts at the US average; enter what you pay.', default: GASOLINE_PER_GALLON },
    1000,
  ),
  fuelPriceUnit: select({ label: 'Price is', options: FUEL_PRICE_UNITS, default: 'gal' }),
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

/** An electric car's energy use per distance, written in kWh/100 km (kWh/100 mi for imperial visitors). */
export const electricConsumptionField = (label: string, defaultKwhPer100Km: number, help?: string) =>
  number({
    label,
    ...helpLine(help),
    unitFamily: 'electricConsumption',
    unit: 'kwh100km',
    imperialUnit: 'kwh100mi',
    units: ['kwh100km', 'kwh100mi'],
    default: defaultKwhPer100Km,
    min: 5,
    max: 100,
  });

/** The home electricity price per kWh, starting at the US residential average of the dated table. */
export const electricityPriceField = (label = 'Electricity price per kWh') =>
  moneyAmount(
    { label, help: 'Starts at the US home average; your bill shows your own rate.', default: HOME_ELECTRICITY_PER_KWH },
    100,
  );

/** The share of the electricity drawn from the grid that reaches the battery. */
export const chargingEfficiencyField = () =>
  percent({
    label: 'Charging efficiency',
    help: 'About 85–95% for a home Level 2 charger; lower on a standard outlet.',
    default: 90,
    min: 50,
    max: 100,
  });
