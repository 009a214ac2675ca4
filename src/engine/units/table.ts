/**
 * Exact unit factors to each family's base unit (SI where there is one), from the SI brochure
 * and NIST SP 811 (Appendix B). International inch = 25.4 mm, avoirdupois pound =
 * 0.45359237 kg, US gallon = 231 in³, imperial gallon = 4.54609 L, standard gravity 9.80665.
 * Temperature is affine and handled separately.
 */
export const UNIT_FAMILIES = {
  length: {
    base: 'm',
    units: {
      mm: { label: 'millimetres', symbol: 'mm', factor: 0.001, system: 'metric' },
      cm: { label: 'centimetres', symbol: 'cm', factor: 0.01, system: 'metric' },
      m: { label: 'metres', symbol: 'm', factor: 1, system: 'metric' },
      km: { label: 'kilometres', symbol: 'km', factor: 1000, system: 'metric' },
      in: { label: 'inches', symbol: 'in', factor: 0.0254, system: 'imperial' },
      ft: { label: 'feet', symbol: 'ft', factor: 0.3048, system: 'imperial' },
      yd: { label: 'yards', symbol: 'yd', factor: 0.9144, system: 'imperial' },
      mi: { label: 'miles', symbol: 'mi', factor: 1609.344, system: 'imperial' },
      nmi: { label: 'nautical miles', symbol: 'nmi', factor: 1852, system: 'metric' },
    },
  },
  area: {
    base: 'm2',
    units: {
      mm2: { label: 'square millimetres', symbol: 'mm²', factor: 1e-6, system: 'metric' },
      cm2: { label: 'square centimetres', symbol: 'cm²', factor: 0.0001, system: 'metric' },
      m2: { label: 'square metres', symbol: 'm²', factor: 1, system: 'metric' },
      ha: { label: 'hectares', symbol: 'ha', factor: 10_000, system: 'metric' },
      km2: { label: 'square kilometres', symbol: 'km²', factor: 1_000_000, system: 'metric' },
      in2: { label: 'square inches', symbol: 'in²', factor: 0.00064516, system: 'imperial' },
      ft2: { label: 'square feet', symbol: 'ft²', factor: 0.09290304, system: 'imperial' },
      yd2: { label: 'square yards', symbol: 'yd²', factor: 0.83612736, system: 'imperial' },
      acre: { label: 'acres', symbol: 'ac', factor: 4046.8564224, system: 'imperial' },
      mi2: { label: 'square miles', symbol: 'mi²', factor: 1609.344 ** 2, system: 'imperial' },
    },
  },
  volume: {
    base: 'm3',
    units: {
      mm3: { label: 'cubic millimetres', symbol: 'mm³', factor: 1e-9, system: 'metric' },
      cm3: { label: 'cubic centimetres', symbol: 'cm³', factor: 1e-6, system: 'metric' },
      ml: { label: 'millilitres', symbol: 'mL', factor: 1e-6, system: 'metric' },
      l: { label: 'litres', symbol: 'L', factor: 0.001, system: 'metric' },
      m3: { label: 'cubic metres', symbol: 'm³', factor: 1, system: 'metric' },
      tsp: { label: 'US teaspoons', symbol: 'tsp', factor: 4.92892159375e-6, system: 'imperial' },
      tbsp: { label: 'US tablespoons', symbol: 'tbsp', factor: 1.478676478125e-5, system: 'imperial' },
      floz: { label: 'US fluid ounces', symbol: 'fl oz', factor: 2.95735295625e-5, system: 'imperial' },
      cup: { label: 'US cups', symbol: 'cup', factor: 2.365882365e-4, system: 'imperial' },
      pt: { label: 'US pints', symbol: 'pt', factor: 4.73176473e-4, system: 'imperial' },
      qt: { label: 'US quarts', symbol: 'qt', factor: 9.46352946e-4, system: 'imperial' },
      gal: { label: 'US gallons', symbol: 'gal', factor: 3.785411784e-3, system: 'imperial' },
      impgal: { label: 'imperial gallons', symbol: 'imp gal', factor: 4.54609e-3, system: 'imperial' },
      in3: { label: 'cubic inches', symbol: 'in³', factor: 1.6387064e-5, system: 'imperial' },
      ft3: { label: 'cubic feet', symbol: 'ft³', factor: 0.028316846592, system: 'imperial' },
      yd3: { label: 'cubic yards', symbol: 'yd³', factor: 0.764554857984, system: 'imperial' },
    },
  },
  mass: {
    base: 'kg',
    units: {
      mg: { label: 'milligrams', symbol: 'mg', factor: 1e-6, system: 'metric' },
      g: { label: 'grams', symbol: 'g', factor: 0.001, system: 'metric' },
      kg: { label: 'kilograms', symbol: 'kg', factor: 1, system: 'metric' },
      t: { label: 'tonnes', symbol: 't', factor: 1000, system: 'metric' },
      oz: { label: 'ounces', symbol: 'oz', factor: 0.028349523125, system: 'imperial' },
      lb: { label: 'pounds', symbol: 'lb', factor: 0.45359237, system: 'imperial' },
      st: { label: 'stones', symbol: 'st', factor: 6.35029318, system: 'imperial' },
      ton: { label: 'US short tons', symbol: 'ton', factor: 907.18474, system: 'imperial' },
    },
  },
  temperature: {
    base: 'c',
    units: {
      c: { label: 'degrees Celsius', symbol: '°C', factor: 1, system: 'metric' },
      f: { label: 'degrees Fahrenheit', symbol: '°F', factor: 1, system: 'imperial' },
      k: { label: 'kelvins', symbol: 'K', factor: 1, system: 'metric' },
    },
  },
  speed: {
    base: 'mps',
    units: {
      mps: { label: 'metres per second', symbol: 'm/s', factor: 1, system: 'metric' },
      kph: { label: 'kilometres per hour', symbol: 'km/h', factor: 1000 / 3600, system: 'metric' },
      mph: { label: 'miles per hour', symbol: 'mph', factor: 0.44704, system: 'imperial' },
      fps: { label: 'feet per second', symbol: 'ft/s', factor: 0.3048, system: 'imperial' },
      kn: { label: 'knots', symbol: 'kn', factor: 1852 / 3600, system: 'metric' },
    },
  },
  pressure: {
    base: 'pa',
    units: {
      pa: { label: 'pascals', symbol: 'Pa', factor: 1, system: 'metric' },
      kpa: { label: 'kilopascals', symbol: 'kPa', factor: 1000, system: 'metric' },
      mpa: { label: 'megapascals', symbol: 'MPa', factor: 1e6, system: 'metric' },
      bar: { label: 'bars', symbol: 'bar', factor: 1e5, system: 'metric' },
      atm: { label: 'standard atmospheres', symbol: 'atm', factor: 101_325, system: 'metric' },
      psi: { label: 'pounds per square inch', symbol: 'psi', factor: 6894.757293168361, system: 'imperial' },
      mmhg: { label: 'millimetres of mercury', symbol: 'mmHg', factor: 133.322387415, system: 'metric' },
      inhg: { label: 'inches of mercury', symbol: 'inHg', factor: 3386.388640341, system: 'imperial' },
    },
  },
  energy: {
    base: 'j',
    units: {
      j: { label: 'joules', symbol: 'J', factor: 1, system: 'metric' },
      kj: { label: 'kilojoules', symbol: 'kJ', factor: 1000, system: 'metric' },
      cal: { label: 'calories (thermochemical)', symbol: 'cal', factor: 4.184, system: 'metric' },
      kcal: { label: 'kilocalories', symbol: 'kcal', factor: 4184, system: 'metric' },
      wh: { label: 'watt-hours', symbol: 'Wh', factor: 3600, system: 'metric' },
      kwh: { label: 'kilowatt-hours', symbol: 'kWh', factor: 3.6e6, system: 'metric' },
      btu: { label: 'British thermal units (IT)', symbol: 'BTU', factor: 1055.05585262, system: 'imperial' },
      ftlb: { label: 'foot-pounds', symbol: 'ft·lbf', factor: 0.3048 * 4.4482216152605, system: 'imperial' },
    },
  },
  power: {
    base: 'w',
    units: {
      w: { label: 'watts', symbol: 'W', factor: 1, system: 'metric' },
      kw: { label: 'kilowatts', symbol: 'kW', factor: 1000, system: 'metric' },
      hp: { label: 'horsepower (mechanical)', symbol: 'hp', factor: 745.6998715822702, system: 'imperial' },
      btuh: { label: 'BTU per hour', symbol: 'BTU/h', factor: 0.29307107017222, system: 'imperial' },
    },
  },
  time: {
    base: 's',
    units: {
      ms: { label: 'milliseconds', symbol: 'ms', factor: 0.001, system: 'metric' },
      s: { label: 'seconds', symbol: 's', factor: 1, system: 'metric' },
      min: { label: 'minutes', symbol: 'min', factor: 60, system: 'metric' },
      h: { label: 'hours', symbol: 'h', factor: 3600, system: 'metric' },
      d: { label: 'days', symbol: 'd', factor: 86_400, system: 'metric' },
      wk: { label: 'weeks', symbol: 'wk', factor: 604_800, system: 'metric' },
      // Gregorian averages: 365.2425 days a year, a twelfth of that a month.
      mo: { label: 'months', symbol: 'mo', factor: 2_629_746, system: 'metric' },
      yr: { label: 'years', symbol: 'yr', factor: 31_556_952, system: 'metric' },
    },
  },
  data: {
    base: 'byte',
    units: {
      bit: { label: 'bits', symbol: 'bit', factor: 0.125, system: 'metric' },
      byte: { label: 'bytes', symbol: 'B', factor: 1, system: 'metric' },
      kb: { label: 'kilobytes', symbol: 'kB', factor: 1e3, system: 'metric' },
      mb: { label: 'megabytes', symbol: 'MB', factor: 1e6, system: 'metric' },
      gb: { label: 'gigabytes', symbol: 'GB', factor: 1e9, system: 'metric' },
      tb: { label: 'terabytes', symbol: 'TB', factor: 1e12, system: 'metric' },
      kib: { label: 'kibibytes', symbol: 'KiB', factor: 1024, system: 'metric' },
      mib: { label: 'mebibytes', symbol: 'MiB', factor: 1024 ** 2, system: 'metric' },
      gib: { label: 'gibibytes', symbol: 'GiB', factor: 1024 ** 3, system: 'metric' },
      tib: { label: 'tebibytes', symbol: 'TiB', factor: 1024 ** 4, system: 'metric' },
    },
  },
  angle: {
    base: 'rad',
    units: {
      rad: { label: 'radians', symbol: 'rad', factor: 1, system: 'metric' },
      deg: { label: 'degrees', symbol: '°', factor: Math.PI / 180, system: 'metric' },
      grad: { label: 'gradians', symbol: 'gon', factor: Math.PI / 200, system: 'metric' },
      arcmin: { label: 'arcminutes', symbol: '′', factor: Math.PI / 10_800, system: 'metric' },
      arcsec: { label: 'arcseconds', symbol: '″', factor: Math.PI / 648_000, system: 'metric' },
      turn: { label: 'turns', symbol: 'turn', factor: 2 * Math.PI, system: 'metric' },
    },
  },
  density: {
    base: 'kgm3',
    units: {
      kgm3: { label: 'kilograms per cubic metre', symbol: 'kg/m³', factor: 1, system: 'metric' },
      gcm3: { label: 'grams per cubic centimetre', symbol: 'g/cm³', factor: 1000, system: 'metric' },
      gml: { label: 'grams per millilitre', symbol: 'g/mL', factor: 1000, system: 'metric' },
      lbft3: { label: 'pounds per cubic foot', symbol: 'lb/ft³', factor: 16.018463373960138, system: 'imperial' },
      lbgal: { label: 'pounds per US gallon', symbol: 'lb/gal', factor: 119.82642731689663, system: 'imperial' },
    },
  },
  flow: {
    base: 'm3s',
    units: {
      m3s: { label: 'cubic metres per second', symbol: 'm³/s', factor: 1, system: 'metric' },
      lmin: { label: 'litres per minute', symbol: 'L/min', factor: 0.001 / 60, system: 'metric' },
      lh: { label: 'litres per hour', symbol: 'L/h', factor: 0.001 / 3600, system: 'metric' },
      gpm: { label: 'US gallons per minute', symbol: 'gpm', factor: 3.785411784e-3 / 60, system: 'imperial' },
      cfm: { label: 'cubic feet per minute', symbol: 'cfm', factor: 0.028316846592 / 60, system: 'imperial' },
    },
  },
  fuelEconomy: {
    // Base: kilometres per litre. L/100 km is reciprocal and handled separately.
    base: 'kml',
    units: {
      kml: { label: 'kilometres per litre', symbol: 'km/L', factor: 1, system: 'metric' },
      l100km: { label: 'litres per 100 km', symbol: 'L/100 km', factor: 1, system: 'metric' },
      mpg: { label: 'miles per US gallon', symbol: 'mpg', factor: 1.609344 / 3.785411784, system: 'imperial' },
      mpgimp: {
        label: 'miles per imperial gallon',
        symbol: 'mpg (imp)',
        factor: 1.609344 / 4.54609,
        system: 'imperial',
      },
    },
  },
} as const;

export type UnitFamily = keyof typeof UNIT_FAMILIES;
export type UnitOf<F extends UnitFamily> = keyof (typeof UNIT_FAMILIES)[F]['units'] & string;
export type AnyUnit = { [F in UnitFamily]: UnitOf<F> }[UnitFamily];

export interface UnitInfo {
  label: string;
  symbol: string;
  factor: number;
  system: 'metric' | 'imperial';
}
