import { number, out, percent } from '../../../engine/index.ts';

/*
 * The data fields of the video storage and streaming tools: a bitrate, a running time, a file or
 * card size (decimal MB/GB and binary MiB/GiB in one menu) and a container overhead allowance.
 */

const RATE_UNITS = ['kbitps', 'mbitps', 'gbitps', 'kbyteps', 'mbyteps', 'gbyteps', 'mibyteps'] as const;
const SIZE_UNITS = ['kb', 'mb', 'gb', 'tb', 'pb', 'kib', 'mib', 'gib', 'tib'] as const;

/** A bitrate, up to 100 Gbit/s; `value` is in `unit`. */
export const bitrateField = (label: string, value: number, unit: 'kbitps' | 'mbitps', help?: string) =>
  number({
    label,
    default: value,
    unitFamily: 'dataRate',
    unit,
    units: RATE_UNITS,
    min: 0,
    max: unit === 'kbitps' ? 100_000_000 : 100_000,
    ...(help === undefined ? {} : { help }),
  });

/** A running time in seconds, minutes, hours or days (never zero: sizes and rates divide by it). */
export const runningTimeField = (label: string, value: number, unit: 's' | 'min' | 'h' | 'd') =>
  number({
    label,
    default: value,
    unitFamily: 'time',
    unit,
    units: ['s', 'min', 'h', 'd'],
    min: 0,
    minInclusive: false,
    max: { s: 31_536_000, min: 525_600, h: 8760, d: 365 }[unit],
    messages: { min: 'Enter a time longer than zero.' },
  });

/** A file, card or drive size; `value` is in `unit`. */
export const dataSizeField = (label: string, value: number, unit: 'mb' | 'gb' | 'tb', help?: string) =>
  number({
    label,
    default: value,
    unitFamily: 'data',
    unit,
    units: SIZE_UNITS,
    min: 0,
    minInclusive: false,
    max: { mb: 1e12, gb: 1e9, tb: 1e6 }[unit],
    messages: { min: 'Enter a size larger than zero.' },
    ...(help === undefined ? {} : { help }),
  });

/** A size result with the decimal and binary units in its menu. */
export const dataSizeOutput = (label: string, unit: (typeof SIZE_UNITS)[number], primary = false, help?: string) =>
  out.number({
    label,
    unitFamily: 'data',
    unit,
    units: SIZE_UNITS,
    ...(primary ? { primary } : {}),
    ...(help === undefined ? {} : { help }),
  });

/** A file size twice: in decimal MB as drive makers count, and in binary MiB as Windows counts. */
export const fileSizeOutputs = () => ({
  size: dataSizeOutput('File size', 'mb', true, 'Decimal units: 1 MB = 1,000,000 bytes, 1 GB = 1,000 MB.'),
  sizeBinary: dataSizeOutput(
    'File size in binary units',
    'mib',
    false,
    'As Windows shows it: 1 MiB = 1,048,576 bytes, 1 GiB = 1,024 MiB.',
  ),
});

/** A rate result in bits or bytes per second. */
export const bitrateOutput = (label: string, unit: (typeof RATE_UNITS)[number], primary = false) =>
  out.number({ label, unitFamily: 'dataRate', unit, units: RATE_UNITS, ...(primary ? { primary } : {}) });

/** The share a container (MP4, MOV, MKV) adds on top of the audio and video streams. */
export const containerOverheadField = () =>
  percent({
    label: 'Container overhead',
    default: 0,
    min: 0,
    max: 50,
    help: 'Optional: MP4 and MOV headers and indexes add about 0.5–2%.',
  });
