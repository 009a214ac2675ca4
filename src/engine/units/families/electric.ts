/** Electricity and light: charge, resistance, capacitance, inductance, consumption per distance, illuminance. Factors to each family's base unit; sources beside the figures and in ../table.ts. */
export const ELECTRIC_UNITS = {
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
} as const;
