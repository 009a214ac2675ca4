/** Digital data, data rates, fuel economy and spreading rates of paint and seed. Factors to each family's base unit; sources beside the figures and in ../table.ts. */
export const EVERYDAY_UNITS = {
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
