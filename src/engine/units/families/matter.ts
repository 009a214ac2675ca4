/** Mass, density and flow of matter. Factors to each family's base unit; sources beside the figures and in ../table.ts. */
export const MATTER_UNITS = {
  mass: {
    base: 'kg',
    units: {
      ug: { label: 'micrograms', symbol: 'µg', factor: 1e-9, system: 'metric' },
      mg: { label: 'milligrams', symbol: 'mg', factor: 1e-6, system: 'metric' },
      g: { label: 'grams', symbol: 'g', factor: 0.001, system: 'metric' },
      kg: { label: 'kilograms', symbol: 'kg', factor: 1, system: 'metric' },
      t: { label: 'tonnes', symbol: 't', factor: 1000, system: 'metric' },
      // Metric carat = 200 mg (NIST SP 811, B.8).
      ct: { label: 'carats (metric)', symbol: 'ct', factor: 0.0002, system: 'metric' },
      // Grain = 1/7000 lb = 64.79891 mg; troy ounce = 480 grains = 31.1034768 g (NIST SP 811, B.8).
      gr: { label: 'grains', symbol: 'gr', factor: 0.00006479891, system: 'imperial' },
      oz: { label: 'ounces', symbol: 'oz', factor: 0.028349523125, system: 'imperial' },
      ozt: { label: 'troy ounces', symbol: 'oz t', factor: 0.0311034768, system: 'imperial' },
      lb: { label: 'pounds', symbol: 'lb', factor: 0.45359237, system: 'imperial' },
      st: { label: 'stones', symbol: 'st', factor: 6.35029318, system: 'imperial' },
      ton: { label: 'US short tons', symbol: 'ton', factor: 907.18474, system: 'imperial' },
      // Long ton = 2240 lb (NIST SP 811, B.8).
      lton: { label: 'UK long tons', symbol: 'long ton', factor: 1016.0469088, system: 'imperial' },
    },
  },
  density: {
    base: 'kgm3',
    units: {
      kgm3: { label: 'kilograms per cubic metre', symbol: 'kg/m³', factor: 1, system: 'metric' },
      gcm3: { label: 'grams per cubic centimetre', symbol: 'g/cm³', factor: 1000, system: 'metric' },
      gml: { label: 'grams per millilitre', symbol: 'g/mL', factor: 1000, system: 'metric' },
      kgl: { label: 'kilograms per litre', symbol: 'kg/L', factor: 1000, system: 'metric' },
      gl: { label: 'grams per litre', symbol: 'g/L', factor: 1, system: 'metric' },
      lbin3: {
        label: 'pounds per cubic inch',
        symbol: 'lb/in³',
        factor: 0.45359237 / 1.6387064e-5,
        system: 'imperial',
      },
      lbft3: { label: 'pounds per cubic foot', symbol: 'lb/ft³', factor: 16.018463373960138, system: 'imperial' },
      lbgal: { label: 'pounds per US gallon', symbol: 'lb/gal', factor: 119.82642731689663, system: 'imperial' },
      lbimpgal: {
        label: 'pounds per imperial gallon',
        symbol: 'lb/imp gal',
        factor: 0.45359237 / 4.54609e-3,
        system: 'imperial',
      },
    },
  },
  // Pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N, kilogram-force = 9.80665 N,
  // dyne = 10^-5 N (NIST SP 811, B.8); ounce-force = lbf/16, kip = 1000 lbf.
  flow: {
    base: 'm3s',
    units: {
      m3s: { label: 'cubic metres per second', symbol: 'm³/s', factor: 1, system: 'metric' },
      lmin: { label: 'litres per minute', symbol: 'L/min', factor: 0.001 / 60, system: 'metric' },
      lh: { label: 'litres per hour', symbol: 'L/h', factor: 0.001 / 3600, system: 'metric' },
      // Airflow in metric duct design: litres per second and cubic metres per hour.
      ls: { label: 'litres per second', symbol: 'L/s', factor: 0.001, system: 'metric' },
      m3h: { label: 'cubic metres per hour', symbol: 'm³/h', factor: 1 / 3600, system: 'metric' },
      gpm: { label: 'US gallons per minute', symbol: 'gpm', factor: 3.785411784e-3 / 60, system: 'imperial' },
      cfm: { label: 'cubic feet per minute', symbol: 'cfm', factor: 0.028316846592 / 60, system: 'imperial' },
    },
  },
} as const;
