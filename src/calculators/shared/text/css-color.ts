/*
 * Colours as CSS writes them (CSS Color Module Level 4): hex (#rgb, #rgba, #rrggbb, #rrggbbaa),
 * rgb(), hsl(), HSV (hsv() or hsb(), the model of colour pickers, which CSS does not have) and
 * the naive CMYK of CSS Color 5's device-cmyk() (no printer profile).
 * Channels are kept as 0–255 sRGB numbers, unrounded, so a round trip loses nothing.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  alpha: number;
}

export type ColorReading = { color: Rgba } | { problem: string };

const EXAMPLES = 'e.g. #1E90FF, rgb(30, 144, 255), hsl(210, 100%, 56%), hsv(210, 88%, 100%) or cmyk(88%, 44%, 0%, 0%)';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Hex digits to channels: 3 or 4 digits stand for doubled digits (#f80 = #ff8800). */
function readHex(digits: string): Rgba {
  const full = digits.length <= 4 ? Array.from(digits, (digit) => digit + digit).join('') : digits;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), alpha: full.length === 8 ? channel(3) / 255 : 1 };
}

/** A number, or a percentage of `full` ("50%" of 255 is 127.5); undefined when unreadable. */
function amount(text: string, full: number): number | undefined {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(%?)$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === '%' ? (value / 100) * full : value;
}

/** A hue in degrees, with an optional unit (deg, turn, rad, grad), brought into 0–360. */
function hue(text: string): number | undefined {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|turn|rad|grad)?$/.exec(text);
  if (!match) return undefined;
  const perUnit = { deg: 1, turn: 360, rad: 180 / Math.PI, grad: 0.9 }[match[2] ?? 'deg'] ?? 1;
  return (((Number(match[1]) * perUnit) % 360) + 360) % 360;
}

/**
 * CSS Color 4, 7.1 (HSL to sRGB sample code): hue in degrees, saturation and lightness 0–100,
 * giving channels 0–255.
 */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const [saturation, lightness] = [s / 100, l / 100];
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

/** HSV (value = the largest channel) to HSL, then through hslToRgb. */
export function hsvToRgb(h: number, s: number, v: number): [number, number, number] {
  const [saturation, value] = [s / 100, v / 100];
  const lightness = value * (1 - saturation / 2);
  const hslSaturation =
    lightness === 0 || lightness === 1 ? 0 : (value - lightness) / Math.min(lightness, 1 - lightness);
  return hslToRgb(h, hslSaturation * 100, lightness * 100);
}

/** The hue shared by HSL and HSV (CSS Color 4, 7.2 sample code); 0 for greys, whose hue is powerless. */
function hueOf(r: number, g: number, b: number): number {
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const d = max - min;
  if (d === 0) return 0;
  const sector = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return sector * 60;
}

/** CSS Color 4, 7.2 (sRGB to HSL sample code): hue in degrees, saturation and lightness in percent. */
export function rgbToHsl({ r, g, b }: Rgba): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const [max, min] = [Math.max(red, green, blue), Math.min(red, green, blue)];
  const lightness = (max + min) / 2;
  const d = max - min;
  const saturation = d === 0 || lightness === 0 || lightness === 1 ? 0 : d / Math.min(2 * lightness, 2 - 2 * lightness);
  return [hueOf(red, green, blue), saturation * 100, lightness * 100];
}

export function rgbToHsv({ r, g, b }: Rgba): [number, number, number] {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  return [hueOf(r, g, b), max === 0 ? 0 : ((max - min) / max) * 100, max * 100];
}

/** CSS Color 5, 14.3 naive conversion: C, M, Y and K in percent to channels 0–255. */
export function cmykToRgb(c: number, m: number, y: number, k: number): [number, number, number] {
  const channel = (ink: number) => 255 * (1 - Math.min(1, (ink / 100) * (1 - k / 100) + k / 100));
  return [channel(c), channel(m), channel(y)];
}

/** The reverse of the naive conversion: black takes what all three share, in percent. */
export function rgbToCmyk({ r, g, b }: Rgba): [number, number, number, number] {
  const black = 1 - Math.max(r, g, b) / 255;
  const ink = (channel: number) => (black === 1 ? 0 : ((1 - channel / 255 - black) / (1 - black)) * 100);
  return [ink(r), ink(g), ink(b), black * 100];
}

const FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla', 'hsv', 'hsb', 'cmyk', 'device-cmyk'] as const;

/** C, M, Y and K as numbers or percentages, each 0–100. */
function readCmyk(args: string[]): Rgba | undefined {
  const inks = args.map((arg) => amount(arg.replace(/%$/, ''), 1));
  if (inks.length !== 4 || inks.some((ink) => ink === undefined)) return undefined;
  const [c = 0, m = 0, y = 0, k = 0] = inks.map((ink) => clamp(ink ?? 0, 0, 100));
  const [r, g, b] = cmykToRgb(c, m, y, k);
  return { r, g, b, alpha: 1 };
}

/** rgb(), hsl() or hsv() with comma or space separated arguments and an optional alpha, or cmyk(). */
function readFunction(name: string, args: string[]): Rgba | undefined {
  if (name.endsWith('cmyk')) return readCmyk(args);
  if (args.length !== 3 && args.length !== 4) return undefined;
  const alpha = args[3] === undefined ? 1 : amount(args[3], 1);
  if (alpha === undefined) return undefined;
  const [first = '', second = '', third = ''] = args;
  let channels: (number | undefined)[];
  if (name.startsWith('rgb')) {
    channels = [amount(first, 255), amount(second, 255), amount(third, 255)];
  } else {
    const [h, s, l] = [hue(first), amount(second.replace(/%$/, ''), 1), amount(third.replace(/%$/, ''), 1)];
    if (h === undefined || s === undefined || l === undefined) return undefined;
    const [sat, last] = [clamp(s, 0, 100), clamp(l, 0, 100)];
    channels = name.startsWith('hsl') ? hslToRgb(h, sat, last) : hsvToRgb(h, sat, last);
  }
  const [r, g, b] = channels;
  if (r === undefined || g === undefined || b === undefined) return undefined;
  return { r: clamp(r, 0, 255), g: clamp(g, 0, 255), b: clamp(b, 0, 255), alpha: clamp(alpha, 0, 1) };
}

/** Reads a colour written as hex, rgb(), hsl() or hsv(). Values past a channel's range are clipped, as CSS does. */
export function readColor(text: string): ColorReading {
  const entry = text.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(entry);
  if (hex) return { color: readHex(hex[1] ?? '') };
  if (/^#?[0-9a-f]+$/.test(entry)) {
    return { problem: `“${text.trim()}” is not a hex colour: use 3, 4, 6 or 8 hex digits, e.g. #1E90FF.` };
  }
  const call = /^([a-z]+)\((.*)\)$/.exec(entry);
  const name = call?.[1] ?? '';
  if (call && (FUNCTIONS as readonly string[]).includes(name)) {
    const color = readFunction(
      name,
      (call[2] ?? '').split(/[\s,/]+/).filter((part) => part !== ''),
    );
    if (color) return { color };
    const takes = name.endsWith('cmyk') ? 'four values' : 'three values and an optional alpha';
    return { problem: `“${text.trim()}” cannot be read: ${name}() takes ${takes}, ${EXAMPLES}.` };
  }
  return { problem: `“${text.trim()}” is not a colour code this converter reads: write it ${EXAMPLES}.` };
}

/** WCAG 2.2 relative luminance of an opaque sRGB colour: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio (L1 + 0.05) / (L2 + 0.05), the lighter luminance on top: 1 to 21. */
export function contrastRatio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The colour painted over an opaque background, as a browser blends it (in sRGB). */
export function over(color: Rgba, background: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * color.alpha + bottom * (1 - color.alpha);
  return { r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b), alpha: 1 };
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, alpha: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, alpha: 1 };

/** #RRGGBB, with AA for alpha when the colour is not opaque. */
export function toHex({ r, g, b, alpha }: Rgba): string {
  const pair = (value: number) => Math.round(value).toString(16).toUpperCase().padStart(2, '0');
  return `#${pair(r)}${pair(g)}${pair(b)}${alpha < 1 ? pair(alpha * 255) : ''}`;
}
