import { unitInfo } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Tire sizes as molded on the sidewall, read into dimensions. Two systems are in use (Tire and
 * Rim Association Year Book; ETRTO Standards Manual):
 * - metric (P-metric, Euro-metric, LT-metric): section width in mm / aspect ratio in percent,
 *   construction letter, rim diameter in inches: P225/45R17, 225/45ZR17 94W, LT265/70R17 121/118S;
 * - flotation (light truck): overall diameter x section width in inches, construction, rim:
 *   31x10.50R15 LT 109Q.
 * Load index, speed symbol and service letters after the rim are allowed and ignored.
 */

const INCH_M = unitInfo('length', 'in').factor;
const MILE_M = unitInfo('length', 'mi').factor;

export interface TireSize {
  /** The size as the visitor wrote it, tidied (upper case, single spaces). */
  written: string;
  /** Section width, metres. */
  width: number;
  /** Sidewall (section) height, metres. */
  sidewall: number;
  /** Rim (wheel) diameter, metres. */
  rim: number;
  /** Overall (unloaded) diameter, metres. */
  diameter: number;
  /** Aspect ratio, percent of the section width. */
  aspectRatio: number;
}

const CONSTRUCTION = '(?:R|ZR|RF|D|B|-)';
const SERVICE = '(?:\\s*\\(?\\s*\\d{2,3}(?:/\\d{2,3})?\\s*[A-Z]\\)?)?(?:\\s*(?:XL|RF|SL|LT|C|RFT|M\\+S))*';
const METRIC = new RegExp(
  `^(P|LT|T|ST)?\\s*(\\d{3})\\s*/\\s*(\\d{2,3})\\s*${CONSTRUCTION}\\s*(\\d{2}(?:\\.\\d)?)(?:C)?${SERVICE}$`,
);
const FLOTATION = new RegExp(
  `^(\\d{2}(?:\\.\\d{1,2})?)\\s*[X×]\\s*(\\d{1,2}(?:\\.\\d{1,2})?)\\s*${CONSTRUCTION}\\s*(\\d{2}(?:\\.\\d)?)(?:\\s*LT)?${SERVICE}$`,
);

/** Bounds of sizes actually sold, so a typing slip (2255/45R17, 225/45R170) is caught. */
const LIMITS = { widthMm: [100, 500], aspect: [20, 95], rimIn: [8, 30] } as const;

const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

function metric(written: string, match: RegExpMatchArray): TireSize | string {
  const widthMm = Number(match[2]);
  const aspect = Number(match[3]);
  const rimIn = Number(match[4]);
  if (!within(widthMm, LIMITS.widthMm)) return `The width ${widthMm} mm is outside the 100–500 mm of real tires.`;
  if (!within(aspect, LIMITS.aspect)) return `The aspect ratio ${aspect} is outside the 20–95 of real tires.`;
  if (!within(rimIn, LIMITS.rimIn)) return `The rim size ${rimIn}″ is outside the 8–30 inches of real wheels.`;
  const width = widthMm / 1000;
  const sidewall = (width * aspect) / 100;
  const rim = rimIn * INCH_M;
  return { written, width, sidewall, rim, diameter: rim + 2 * sidewall, aspectRatio: aspect };
}

function flotation(written: string, match: RegExpMatchArray): TireSize | string {
  const diameterIn = Number(match[1]);
  const widthIn = Number(match[2]);
  const rimIn = Number(match[3]);
  if (!within(rimIn, LIMITS.rimIn)) return `The rim size ${rimIn}″ is outside the 8–30 inches of real wheels.`;
  if (diameterIn <= rimIn + 2)
    return `A ${diameterIn}″ tall tire cannot fit a ${rimIn}″ rim: the first number is the tire's height.`;
  if (widthIn < 5 || widthIn > 25) return `The width ${widthIn}″ is outside the 5–25 inches of real flotation tires.`;
  const sidewall = ((diameterIn - rimIn) / 2) * INCH_M;
  const width = widthIn * INCH_M;
  return {
    written,
    width,
    sidewall,
    rim: rimIn * INCH_M,
    diameter: diameterIn * INCH_M,
    aspectRatio: (sidewall / width) * 100,
  };
}

/** A size read from the sidewall text, or a message saying what is wrong with it. */
export function parseTireSize(text: string): TireSize | string {
  const written = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const asMetric = METRIC.exec(written);
  if (asMetric) return metric(written, asMetric);
  const asFlotation = FLOTATION.exec(written);
  if (asFlotation) return flotation(written, asFlotation);
  return `“${text.trim()}” is not a tire size: write it as on the sidewall, like 225/45R17 or 31x10.50R15.`;
}

/** The size, or throws: for compute, which only runs once `tireSizeProblem` found nothing. */
export function tireSize(text: string): TireSize {
  const size = parseTireSize(text);
  if (typeof size === 'string') throw new Error(size);
  return size;
}

/** The message for a size that cannot be read, or undefined. */
export function tireSizeProblem(text: string): string | undefined {
  const size = parseTireSize(text);
  return typeof size === 'string' ? size : undefined;
}

/** Distance rolled in one turn, metres (the unloaded circumference, as the size tables give it). */
export const circumference = (size: TireSize) => Math.PI * size.diameter;

/** Turns of the wheel in one mile. */
export const revolutionsPerMile = (size: TireSize) => MILE_M / circumference(size);

/** The road speed when the speedometer, set for `original`, shows `indicated`, on `fitted` tires. */
export const trueSpeed = (indicated: number, original: TireSize, fitted: TireSize) =>
  (indicated * fitted.diameter) / original.diameter;

/** How much taller (+) or shorter (−) `fitted` is than `original`, in percent. */
export const diameterChangePercent = (original: TireSize, fitted: TireSize) =>
  (fitted.diameter / original.diameter - 1) * 100;
