/** Lengths, areas, volumes and angles. Factors to each family's base unit; sources beside the figures and in ../table.ts. */
export const SPACE_UNITS = {
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
} as const;
