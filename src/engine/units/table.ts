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
      // SI prefixes (SI Brochure 9th ed., table 7); the mil (thou) is 0.001 in (NIST SP 811, B.8).
      nm: { label: 'nanometres', symbol: 'nm', factor: 1e-9, system: 'metric' },
      um: { label: 'micrometres', symbol: 'µm', factor: 1e-6, system: 'metric' },
      mm: { label: 'millimetres', symbol: 'mm', factor: 0.001, system: 'metric' },
      cm: { label: 'centimetres', symbol: 'cm', factor: 0.01, system: 'metric' },
      m: { label: 'metres', symbol: 'm', factor: 1, system: 'metric' },
      km: { label: 'kilometres', symbol: 'km', factor: 1000, system: 'metric' },
      in: { label: 'inches', symbol: 'in', factor: 0.0254, system: 'imperial' },
      ft: { label: 'feet', symbol: 'ft', factor: 0.3048, system: 'imperial' },
      yd: { label: 'yards', symbol: 'yd', factor: 0.9144, system: 'imperial' },
      mi: { label: 'miles', symbol: 'mi', factor: 1609.344, system: 'imperial' },
      mil: { label: 'mils (thousandths of an inch)', symbol: 'mil', factor: 0.0000254, system: 'imperial' },
      // Tread depth in the US is read in 32nds of an inch (Tire Rack, "Tire tread depth"): 0.79375 mm.
      in32: { label: '32nds of an inch', symbol: '/32 in', factor: 0.0254 / 32, system: 'imperial' },
      nmi: { label: 'nautical miles', symbol: 'nmi', factor: 1852, system: 'metric' },
      // Astronomical unit, exactly 149 597 870 700 m (IAU 2012 Resolution B2).
      au: { label: 'astronomical units', symbol: 'au', factor: 149_597_870_700, system: 'metric' },
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
      cl: { label: 'centilitres', symbol: 'cL', factor: 1e-5, system: 'metric' },
      m3: { label: 'cubic metres', symbol: 'm³', factor: 1, system: 'metric' },
      tsp: { label: 'US teaspoons', symbol: 'tsp', factor: 4.92892159375e-6, system: 'imperial' },
      tbsp: { label: 'US tablespoons', symbol: 'tbsp', factor: 1.478676478125e-5, system: 'imperial' },
      floz: { label: 'US fluid ounces', symbol: 'fl oz', factor: 2.95735295625e-5, system: 'imperial' },
      cup: { label: 'US cups', symbol: 'cup', factor: 2.365882365e-4, system: 'imperial' },
      // Metric cup = 250 mL (the cup of Australian, New Zealand and Canadian recipes; Standards
      // Australia AS 2258); UK (imperial) cup = half an imperial pint = 10 imp fl oz = 284.130625 mL.
      metriccup: { label: 'metric cups (250 mL)', symbol: 'metric cup', factor: 2.5e-4, system: 'metric' },
      impcup: { label: 'UK (imperial) cups', symbol: 'UK cup', factor: 2.84130625e-4, system: 'imperial' },
      pt: { label: 'US pints', symbol: 'pt', factor: 4.73176473e-4, system: 'imperial' },
      qt: { label: 'US quarts', symbol: 'qt', factor: 9.46352946e-4, system: 'imperial' },
      gal: { label: 'US gallons', symbol: 'gal', factor: 3.785411784e-3, system: 'imperial' },
      impgal: { label: 'imperial gallons', symbol: 'imp gal', factor: 4.54609e-3, system: 'imperial' },
      // Imperial measures are fractions of the gallon of 4.54609 L (UK Weights and Measures Act
      // 1985; NIST SP 811, B.8): 1/160 fl oz, 1/8 pint, 1/4 quart.
      impfloz: { label: 'imperial fluid ounces', symbol: 'imp fl oz', factor: 2.84130625e-5, system: 'imperial' },
      imppt: { label: 'imperial pints', symbol: 'imp pt', factor: 5.6826125e-4, system: 'imperial' },
      impqt: { label: 'imperial quarts', symbol: 'imp qt', factor: 1.1365225e-3, system: 'imperial' },
      // Oil barrel = 42 US gallons (NIST SP 811, B.8: 1.589873 E-01 m³).
      bbl: { label: 'barrels (oil, 42 US gal)', symbol: 'bbl', factor: 0.158987294928, system: 'imperial' },
      in3: { label: 'cubic inches', symbol: 'in³', factor: 1.6387064e-5, system: 'imperial' },
      ft3: { label: 'cubic feet', symbol: 'ft³', factor: 0.028316846592, system: 'imperial' },
      yd3: { label: 'cubic yards', symbol: 'yd³', factor: 0.764554857984, system: 'imperial' },
      // Board foot = 144 in³ = 1/12 ft³ (NIST SP 811, B.8: 2.359737 E-03 m³), the volume lumber is sold by.
      bdft: { label: 'board feet', symbol: 'bd ft', factor: 0.002359737216, system: 'imperial' },
    },
  },
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
  temperature: {
    base: 'c',
    units: {
      c: { label: 'degrees Celsius', symbol: '°C', factor: 1, system: 'metric' },
      f: { label: 'degrees Fahrenheit', symbol: '°F', factor: 1, system: 'imperial' },
      k: { label: 'kelvins', symbol: 'K', factor: 1, system: 'metric' },
      // T/°R = 1.8 T/K (NIST SP 811, 4.2.1.1 and B.8); affine, like the others.
      r: { label: 'degrees Rankine', symbol: '°R', factor: 1, system: 'imperial' },
    },
  },
  speed: {
    base: 'mps',
    units: {
      mps: { label: 'metres per second', symbol: 'm/s', factor: 1, system: 'metric' },
      kph: { label: 'kilometres per hour', symbol: 'km/h', factor: 1000 / 3600, system: 'metric' },
      kmps: { label: 'kilometres per second', symbol: 'km/s', factor: 1000, system: 'metric' },
      mips: { label: 'miles per second', symbol: 'mi/s', factor: 1609.344, system: 'imperial' },
      mph: { label: 'miles per hour', symbol: 'mph', factor: 0.44704, system: 'imperial' },
      fps: { label: 'feet per second', symbol: 'ft/s', factor: 0.3048, system: 'imperial' },
      // Feet per minute, the unit of air velocity in US duct design: 0.3048 m / 60 s.
      fpm: { label: 'feet per minute', symbol: 'ft/min', factor: 0.3048 / 60, system: 'imperial' },
      kn: { label: 'knots', symbol: 'kn', factor: 1852 / 3600, system: 'metric' },
      // Speed of sound at sea level in the standard atmosphere (U.S. Standard Atmosphere 1976, ISO 2533; 15 °C): 340.294 m/s.
      mach: { label: 'Mach (standard sea level)', symbol: 'Mach', factor: 340.294, system: 'metric' },
    },
  },
  pressure: {
    base: 'pa',
    units: {
      pa: { label: 'pascals', symbol: 'Pa', factor: 1, system: 'metric' },
      hpa: { label: 'hectopascals', symbol: 'hPa', factor: 100, system: 'metric' },
      mbar: { label: 'millibars', symbol: 'mbar', factor: 100, system: 'metric' },
      kpa: { label: 'kilopascals', symbol: 'kPa', factor: 1000, system: 'metric' },
      mpa: { label: 'megapascals', symbol: 'MPa', factor: 1e6, system: 'metric' },
      bar: { label: 'bars', symbol: 'bar', factor: 1e5, system: 'metric' },
      atm: { label: 'standard atmospheres', symbol: 'atm', factor: 101_325, system: 'metric' },
      // Torr = 1/760 atm; technical atmosphere = 1 kgf/cm² (NIST SP 811, B.8).
      torr: { label: 'torr', symbol: 'Torr', factor: 101_325 / 760, system: 'metric' },
      kgfcm2: { label: 'kilograms-force per square centimetre', symbol: 'kgf/cm²', factor: 98_066.5, system: 'metric' },
      psi: { label: 'pounds per square inch', symbol: 'psi', factor: 6894.757293168361, system: 'imperial' },
      ksi: { label: 'kilopounds per square inch', symbol: 'ksi', factor: 6_894_757.293168361, system: 'imperial' },
      // Conventional water column: 1 mmH2O = 9.80665 Pa, 1 inH2O = 249.08891 Pa (NIST SP 811, B.8).
      inh2o: { label: 'inches of water', symbol: 'inH₂O', factor: 249.08891, system: 'imperial' },
      mmhg: { label: 'millimetres of mercury', symbol: 'mmHg', factor: 133.322387415, system: 'metric' },
      inhg: { label: 'inches of mercury', symbol: 'inHg', factor: 3386.388640341, system: 'imperial' },
    },
  },
  energy: {
    base: 'j',
    units: {
      // Electronvolt: e × 1 V with e = 1.602176634 × 10^-19 C exactly (SI Brochure 9th ed., table 8).
      ev: { label: 'electronvolts', symbol: 'eV', factor: 1.602176634e-19, system: 'metric' },
      j: { label: 'joules', symbol: 'J', factor: 1, system: 'metric' },
      kj: { label: 'kilojoules', symbol: 'kJ', factor: 1000, system: 'metric' },
      mj: { label: 'megajoules', symbol: 'MJ', factor: 1e6, system: 'metric' },
      cal: { label: 'calories (thermochemical)', symbol: 'cal', factor: 4.184, system: 'metric' },
      // International Table calorie (NIST SP 811, B.8).
      calit: { label: 'calories (International Table)', symbol: 'cal_IT', factor: 4.1868, system: 'metric' },
      kcal: { label: 'kilocalories', symbol: 'kcal', factor: 4184, system: 'metric' },
      // Megacalorie (thermochemical) = 10^6 cal = 4.184 MJ, the unit of the NRC horse energy tables.
      mcal: { label: 'megacalories', symbol: 'Mcal', factor: 4.184e6, system: 'metric' },
      wh: { label: 'watt-hours', symbol: 'Wh', factor: 3600, system: 'metric' },
      kwh: { label: 'kilowatt-hours', symbol: 'kWh', factor: 3.6e6, system: 'metric' },
      btu: { label: 'British thermal units (IT)', symbol: 'BTU', factor: 1055.05585262, system: 'imperial' },
      // US therm = 100,000 BTU (NIST SP 811, B.8: 1.054804 E+08 J, on the 59 °F BTU).
      therm: { label: 'therms (US)', symbol: 'thm', factor: 1.054804e8, system: 'imperial' },
      ftlb: { label: 'foot-pounds', symbol: 'ft·lbf', factor: 0.3048 * 4.4482216152605, system: 'imperial' },
    },
  },
  power: {
    base: 'w',
    units: {
      mW: { label: 'milliwatts', symbol: 'mW', factor: 0.001, system: 'metric' },
      w: { label: 'watts', symbol: 'W', factor: 1, system: 'metric' },
      kw: { label: 'kilowatts', symbol: 'kW', factor: 1000, system: 'metric' },
      MW: { label: 'megawatts', symbol: 'MW', factor: 1e6, system: 'metric' },
      hp: { label: 'horsepower (mechanical)', symbol: 'hp', factor: 745.6998715822702, system: 'imperial' },
      // Metric horsepower (PS) = 75 kgf·m/s = 735.49875 W (NIST SP 811, B.8).
      ps: { label: 'horsepower (metric)', symbol: 'PS', factor: 735.49875, system: 'metric' },
      btuh: { label: 'BTU per hour', symbol: 'BTU/h', factor: 0.29307107017222, system: 'imperial' },
      // Ton of refrigeration = 12,000 BTU_IT/h (NIST SP 811, B.8: 3.516853 E+03 W).
      tonref: {
        label: 'tons of refrigeration',
        symbol: 'TR',
        factor: (12_000 * 1055.05585262) / 3600,
        system: 'imperial',
      },
    },
  },
  time: {
    base: 's',
    units: {
      ns: { label: 'nanoseconds', symbol: 'ns', factor: 1e-9, system: 'metric' },
      us: { label: 'microseconds', symbol: 'µs', factor: 1e-6, system: 'metric' },
      ms: { label: 'milliseconds', symbol: 'ms', factor: 0.001, system: 'metric' },
      s: { label: 'seconds', symbol: 's', factor: 1, system: 'metric' },
      min: { label: 'minutes', symbol: 'min', factor: 60, system: 'metric' },
      h: { label: 'hours', symbol: 'h', factor: 3600, system: 'metric' },
      d: { label: 'days', symbol: 'd', factor: 86_400, system: 'metric' },
      wk: { label: 'weeks', symbol: 'wk', factor: 604_800, system: 'metric' },
      // Gregorian averages: 365.2425 days a year, a twelfth of that a month.
      mo: { label: 'months', symbol: 'mo', factor: 2_629_746, system: 'metric' },
      yr: { label: 'years', symbol: 'yr', factor: 31_556_952, system: 'metric' },
      dec: { label: 'decades', symbol: 'decade', factor: 315_569_520, system: 'metric' },
      cent: { label: 'centuries', symbol: 'century', factor: 3_155_695_200, system: 'metric' },
    },
  },
  data: {
    base: 'byte',
    units: {
      bit: { label: 'bits', symbol: 'bit', factor: 0.125, system: 'metric' },
      byte: { label: 'bytes', symbol: 'B', factor: 1, system: 'metric' },
      // Decimal (SI) and binary (IEC) prefixes, IEC 80000-13: kilo = 1000, kibi = 1024.
      kbit: { label: 'kilobits', symbol: 'kbit', factor: 125, system: 'metric' },
      mbit: { label: 'megabits', symbol: 'Mbit', factor: 125_000, system: 'metric' },
      gbit: { label: 'gigabits', symbol: 'Gbit', factor: 125_000_000, system: 'metric' },
      kb: { label: 'kilobytes', symbol: 'kB', factor: 1e3, system: 'metric' },
      mb: { label: 'megabytes', symbol: 'MB', factor: 1e6, system: 'metric' },
      gb: { label: 'gigabytes', symbol: 'GB', factor: 1e9, system: 'metric' },
      tb: { label: 'terabytes', symbol: 'TB', factor: 1e12, system: 'metric' },
      pb: { label: 'petabytes', symbol: 'PB', factor: 1e15, system: 'metric' },
      kib: { label: 'kibibytes', symbol: 'KiB', factor: 1024, system: 'metric' },
      mib: { label: 'mebibytes', symbol: 'MiB', factor: 1024 ** 2, system: 'metric' },
      gib: { label: 'gibibytes', symbol: 'GiB', factor: 1024 ** 3, system: 'metric' },
      tib: { label: 'tebibytes', symbol: 'TiB', factor: 1024 ** 4, system: 'metric' },
      pib: { label: 'pebibytes', symbol: 'PiB', factor: 1024 ** 5, system: 'metric' },
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
  force: {
    base: 'n',
    units: {
      n: { label: 'newtons', symbol: 'N', factor: 1, system: 'metric' },
      kn: { label: 'kilonewtons', symbol: 'kN', factor: 1000, system: 'metric' },
      dyn: { label: 'dynes', symbol: 'dyn', factor: 1e-5, system: 'metric' },
      kgf: { label: 'kilograms-force', symbol: 'kgf', factor: 9.80665, system: 'metric' },
      lbf: { label: 'pounds-force', symbol: 'lbf', factor: 4.4482216152605, system: 'imperial' },
      ozf: { label: 'ounces-force', symbol: 'ozf', factor: 4.4482216152605 / 16, system: 'imperial' },
      kip: { label: 'kips', symbol: 'kip', factor: 4448.2216152605, system: 'imperial' },
    },
  },
  // Force × lever arm, from the force and length factors above (NIST SP 811, B.8:
  // 1 lbf·ft = 1.355818 N·m, 1 lbf·in = 0.1129848 N·m, 1 kgf·m = 9.80665 N·m).
  torque: {
    base: 'nm',
    units: {
      nm: { label: 'newton-metres', symbol: 'N·m', factor: 1, system: 'metric' },
      knm: { label: 'kilonewton-metres', symbol: 'kN·m', factor: 1000, system: 'metric' },
      ncm: { label: 'newton-centimetres', symbol: 'N·cm', factor: 0.01, system: 'metric' },
      kgfm: { label: 'kilogram-force metres', symbol: 'kgf·m', factor: 9.80665, system: 'metric' },
      lbfft: { label: 'pound-force feet', symbol: 'lbf·ft', factor: 0.3048 * 4.4482216152605, system: 'imperial' },
      lbfin: { label: 'pound-force inches', symbol: 'lbf·in', factor: 0.0254 * 4.4482216152605, system: 'imperial' },
      ozfin: {
        label: 'ounce-force inches',
        symbol: 'ozf·in',
        factor: (0.0254 * 4.4482216152605) / 16,
        system: 'imperial',
      },
    },
  },
  // Metres per second squared; standard gravity g_n = 9.80665 m/s² exactly (3rd CGPM 1901; NIST SP 811, B.8).
  acceleration: {
    base: 'mps2',
    units: {
      mps2: { label: 'metres per second squared', symbol: 'm/s²', factor: 1, system: 'metric' },
      fps2: { label: 'feet per second squared', symbol: 'ft/s²', factor: 0.3048, system: 'imperial' },
      g: { label: 'standard gravities', symbol: 'g', factor: 9.80665, system: 'metric' },
    },
  },
  // Mass × velocity, from the mass and length factors above: 1 lb·ft/s = 0.45359237 kg × 0.3048 m/s;
  // 1 N·s = 1 kg·m/s (SI Brochure 9th ed., table 4).
  momentum: {
    base: 'kgms',
    units: {
      kgms: { label: 'kilogram metres per second', symbol: 'kg·m/s', factor: 1, system: 'metric' },
      ns: { label: 'newton seconds', symbol: 'N·s', factor: 1, system: 'metric' },
      lbfts: { label: 'pound feet per second', symbol: 'lb·ft/s', factor: 0.45359237 * 0.3048, system: 'imperial' },
    },
  },
  // Coulomb = 1 A·s (SI Brochure 9th ed., table 4); elementary charge e = 1.602176634 × 10^-19 C exactly.
  charge: {
    base: 'c',
    units: {
      c: { label: 'coulombs', symbol: 'C', factor: 1, system: 'metric' },
      uc: { label: 'microcoulombs', symbol: 'µC', factor: 1e-6, system: 'metric' },
      nc: { label: 'nanocoulombs', symbol: 'nC', factor: 1e-9, system: 'metric' },
      e: { label: 'elementary charges', symbol: 'e', factor: 1.602176634e-19, system: 'metric' },
    },
  },
  // A temperature difference (not a reading): 1 K = 1 °C and 1 °F = 1 °R = 5/9 K (NIST SP 811, 4.2.1.1).
  temperatureChange: {
    base: 'k',
    units: {
      k: { label: 'kelvins', symbol: 'K', factor: 1, system: 'metric' },
      c: { label: 'degrees Celsius', symbol: '°C', factor: 1, system: 'metric' },
      f: { label: 'degrees Fahrenheit', symbol: '°F', factor: 5 / 9, system: 'imperial' },
    },
  },
  // Specific heat capacity: thermochemical calorie 4.184 J, and Btu_IT/(lb·°F) = 4186.8 J/(kg·K) exactly
  // (NIST SP 811, B.8).
  specificHeat: {
    base: 'jkgk',
    units: {
      jkgk: { label: 'joules per kilogram kelvin', symbol: 'J/(kg·K)', factor: 1, system: 'metric' },
      jgk: { label: 'joules per gram kelvin', symbol: 'J/(g·K)', factor: 1000, system: 'metric' },
      calgc: { label: 'calories per gram degree Celsius', symbol: 'cal/(g·°C)', factor: 4184, system: 'metric' },
      btulbf: { label: 'BTU per pound degree Fahrenheit', symbol: 'BTU/(lb·°F)', factor: 4186.8, system: 'imperial' },
    },
  },
  // Hertz = one cycle per second (SI Brochure 9th ed., table 4).
  frequency: {
    base: 'hz',
    units: {
      hz: { label: 'hertz', symbol: 'Hz', factor: 1, system: 'metric' },
      khz: { label: 'kilohertz', symbol: 'kHz', factor: 1e3, system: 'metric' },
      mhz: { label: 'megahertz', symbol: 'MHz', factor: 1e6, system: 'metric' },
      ghz: { label: 'gigahertz', symbol: 'GHz', factor: 1e9, system: 'metric' },
      thz: { label: 'terahertz', symbol: 'THz', factor: 1e12, system: 'metric' },
      cpm: { label: 'cycles per minute', symbol: 'cpm', factor: 1 / 60, system: 'metric' },
    },
  },
  // One revolution = 2π rad (SI Brochure 9th ed., table 8; NIST SP 811, B.8: 1 rpm = 0.1047198 rad/s).
  angularVelocity: {
    base: 'rads',
    units: {
      rads: { label: 'radians per second', symbol: 'rad/s', factor: 1, system: 'metric' },
      radmin: { label: 'radians per minute', symbol: 'rad/min', factor: 1 / 60, system: 'metric' },
      degs: { label: 'degrees per second', symbol: '°/s', factor: Math.PI / 180, system: 'metric' },
      rpm: { label: 'revolutions per minute', symbol: 'rpm', factor: (2 * Math.PI) / 60, system: 'metric' },
      rps: { label: 'revolutions per second', symbol: 'rev/s', factor: 2 * Math.PI, system: 'metric' },
    },
  },
  // Bits per second with SI (decimal) and IEC (binary) prefixes, IEC 80000-13; 1 byte = 8 bits.
  dataRate: {
    base: 'bitps',
    units: {
      bitps: { label: 'bits per second', symbol: 'bit/s', factor: 1, system: 'metric' },
      kbitps: { label: 'kilobits per second', symbol: 'kbit/s', factor: 1e3, system: 'metric' },
      mbitps: { label: 'megabits per second', symbol: 'Mbit/s', factor: 1e6, system: 'metric' },
      gbitps: { label: 'gigabits per second', symbol: 'Gbit/s', factor: 1e9, system: 'metric' },
      tbitps: { label: 'terabits per second', symbol: 'Tbit/s', factor: 1e12, system: 'metric' },
      byteps: { label: 'bytes per second', symbol: 'B/s', factor: 8, system: 'metric' },
      kbyteps: { label: 'kilobytes per second', symbol: 'kB/s', factor: 8e3, system: 'metric' },
      mbyteps: { label: 'megabytes per second', symbol: 'MB/s', factor: 8e6, system: 'metric' },
      gbyteps: { label: 'gigabytes per second', symbol: 'GB/s', factor: 8e9, system: 'metric' },
      kibitps: { label: 'kibibits per second', symbol: 'Kibit/s', factor: 1024, system: 'metric' },
      mibitps: { label: 'mebibits per second', symbol: 'Mibit/s', factor: 1024 ** 2, system: 'metric' },
      kibyteps: { label: 'kibibytes per second', symbol: 'KiB/s', factor: 8 * 1024, system: 'metric' },
      mibyteps: { label: 'mebibytes per second', symbol: 'MiB/s', factor: 8 * 1024 ** 2, system: 'metric' },
      gibyteps: { label: 'gibibytes per second', symbol: 'GiB/s', factor: 8 * 1024 ** 3, system: 'metric' },
    },
  },
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
  fuelEconomy: {
    // Base: kilometres per litre. L/100 km is reciprocal and handled separately.
    base: 'kml',
    units: {
      kml: { label: 'kilometres per litre', symbol: 'km/L', factor: 1, system: 'metric' },
      l100km: { label: 'litres per 100 km', symbol: 'L/100 km', factor: 1, system: 'metric' },
      mpg: { label: 'miles per US gallon', symbol: 'mpg', factor: 1.609344 / 3.785411784, system: 'imperial' },
      mpgimp: {
        label: 'miles per imperial gallon',
        symbol: 'UK mpg',
        factor: 1.609344 / 4.54609,
        system: 'imperial',
      },
    },
  },
  // Ohm, farad and henry with SI prefixes (SI Brochure 9th ed., tables 4 and 7).
  resistance: {
    base: 'ohm',
    units: {
      mohm: { label: 'milliohms', symbol: 'mΩ', factor: 0.001, system: 'metric' },
      ohm: { label: 'ohms', symbol: 'Ω', factor: 1, system: 'metric' },
      kohm: { label: 'kilohms', symbol: 'kΩ', factor: 1e3, system: 'metric' },
      megohm: { label: 'megohms', symbol: 'MΩ', factor: 1e6, system: 'metric' },
    },
  },
  capacitance: {
    base: 'f',
    units: {
      pf: { label: 'picofarads', symbol: 'pF', factor: 1e-12, system: 'metric' },
      nf: { label: 'nanofarads', symbol: 'nF', factor: 1e-9, system: 'metric' },
      uf: { label: 'microfarads', symbol: 'µF', factor: 1e-6, system: 'metric' },
      mf: { label: 'millifarads', symbol: 'mF', factor: 1e-3, system: 'metric' },
      f: { label: 'farads', symbol: 'F', factor: 1, system: 'metric' },
    },
  },
  inductance: {
    base: 'h',
    units: {
      nh: { label: 'nanohenries', symbol: 'nH', factor: 1e-9, system: 'metric' },
      uh: { label: 'microhenries', symbol: 'µH', factor: 1e-6, system: 'metric' },
      mh: { label: 'millihenries', symbol: 'mH', factor: 1e-3, system: 'metric' },
      h: { label: 'henries', symbol: 'H', factor: 1, system: 'metric' },
    },
  },
  electricConsumption: {
    // An electric car's energy use per distance. Base: kWh per 100 km; 1 mile = 1.609344 km
    // (NIST SP 811, B.8), so 1 kWh/100 mi = 100 / 160.9344 kWh/100 km.
    base: 'kwh100km',
    units: {
      kwh100km: { label: 'kilowatt-hours per 100 km', symbol: 'kWh/100 km', factor: 1, system: 'metric' },
      kwh100mi: {
        label: 'kilowatt-hours per 100 miles',
        symbol: 'kWh/100 mi',
        factor: 100 / 160.9344,
        system: 'imperial',
      },
    },
  },
  // Lux = 1 lm/m²; footcandle = 1 lm/ft² = 1 / 0.09290304 lx (NIST SP 811, B.8: 1.076391 E+01 lx).
  illuminance: {
    base: 'lx',
    units: {
      lx: { label: 'lux', symbol: 'lx', factor: 1, system: 'metric' },
      fc: { label: 'footcandles', symbol: 'fc', factor: 1 / 0.09290304, system: 'imperial' },
    },
  },
  // The spreading rate printed on paint labels: area covered by one volume. Base m²/L; 1 ft²/US gal
  // = 0.09290304 m² ÷ 3.785411784 L (NIST SP 811, B.8).
  spreadingRate: {
    base: 'm2l',
    units: {
      m2l: { label: 'square metres per litre', symbol: 'm²/L', factor: 1, system: 'metric' },
      ft2gal: {
        label: 'square feet per US gallon',
        symbol: 'ft²/gal',
        factor: 0.09290304 / 3.785411784,
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
