/** Temperature, heat, energy, power and pressure. Factors to each family's base unit; sources beside the figures and in ../table.ts. */
export const HEAT_UNITS = {
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
} as const;
