/** Time, motion and its causes: speed, acceleration, momentum, force, torque, rotation and frequency. Factors to each family's base unit; sources beside the figures and in ../table.ts. */
export const MOTION_UNITS = {
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
} as const;
