import { defineCalculator, out, text } from '../../engine/index.ts';
import {
  BLACK,
  WHITE,
  contrastRatio,
  over,
  readColor,
  relativeLuminance,
  rgbToCmyk,
  rgbToHsl,
  rgbToHsv,
  toHex,
  type Rgba,
} from '../shared/text/css-color.ts';

/** WCAG 2.2 success criteria 1.4.3 (AA) and 1.4.6 (AAA): normal text needs 4.5:1 and 7:1, large text 3:1 and 4.5:1. */
const AA = 4.5;
const AAA = 7;
const AA_LARGE = 3;

/**
 * The ratio cut (not rounded) to the two decimals shown, so "4.49:1" never sits beside a pass:
 * WCAG compares the exact ratio, and cutting keeps 4.4999 below 4.5 while 4.5 itself stays 4.5.
 */
const shownRatio = (ratio: number) => Math.floor(ratio * 100 + 1e-9) / 100;

function wcagVerdict(ratio: number): string {
  if (ratio >= AAA) return 'Passes AA and AAA for normal text';
  if (ratio >= AA) return 'Passes AA for normal text (AAA needs 7:1)';
  if (ratio >= AA_LARGE) return 'Passes AA for large text only (normal text needs 4.5:1)';
  return 'Fails AA, even for large text (needs 3:1)';
}

/** One decimal at most, so a round trip through HSL shows 210, not 209.99999. */
const short = (value: number) => String(Math.round(value * 10) / 10);
const alphaPart = (alpha: number) => (alpha < 1 ? `, ${Math.round(alpha * 1000) / 1000}` : '');

function notations(color: Rgba) {
  const [h, s, l] = rgbToHsl(color);
  const [hh, sv, v] = rgbToHsv(color);
  const [c, m, y, k] = rgbToCmyk(color);
  const a = alphaPart(color.alpha);
  const rgb = [color.r, color.g, color.b].map((channel) => Math.round(channel)).join(', ');
  return {
    hex: toHex(color),
    rgb: a ? `rgba(${rgb}${a})` : `rgb(${rgb})`,
    hsl: `${a ? 'hsla' : 'hsl'}(${short(h)}, ${short(s)}%, ${short(l)}%${a})`,
    hsv: `hsv(${short(hh)}, ${short(sv)}%, ${short(v)}%)`,
    cmyk: `cmyk(${[c, m, y, k].map((ink) => `${short(ink)}%`).join(', ')})`,
  };
}

export default defineCalculator({
  inputs: {
    color: text({
      label: 'Colour',
      help: 'Hex (#1E90FF, #F80, #1E90FF80), rgb(30, 144, 255), hsl(210, 100%, 56%), hsv(210, 88%, 100%) or cmyk(88%, 44%, 0%, 0%).',
      default: '#1E90FF',
      maxLength: 60,
    }),
  },
  outputs: {
    hex: out.text({ label: 'Hex', primary: true }),
    rgb: out.text({ label: 'RGB' }),
    hsl: out.text({ label: 'HSL' }),
    hsv: out.text({ label: 'HSV (HSB)' }),
    cmyk: out.text({ label: 'CMYK (naive, no printer profile)' }),
    contrastWhite: out.number({ label: 'Contrast with white', decimals: 2, suffix: ': 1' }),
    onWhite: out.text({ label: 'As text on white' }),
    contrastBlack: out.number({ label: 'Contrast with black', decimals: 2, suffix: ': 1' }),
    onBlack: out.text({ label: 'As text on black' }),
    bestText: out.text({ label: 'Text on this colour' }),
    luminance: out.number({ label: 'Relative luminance (WCAG)', digits: 4 }),
  },
  validate: ({ color }) => {
    const reading = readColor(color);
    return 'problem' in reading ? [{ field: 'color', message: reading.problem }] : [];
  },
  compute: ({ color: typed }) => {
    const reading = readColor(typed);
    // validate has refused what cannot be read, so black here is never shown.
    const color = 'color' in reading ? reading.color : BLACK;
    // A see-through colour is judged as it looks painted over each background.
    const onWhite = shownRatio(contrastRatio(relativeLuminance(over(color, WHITE)), 1));
    const onBlack = shownRatio(contrastRatio(relativeLuminance(over(color, BLACK)), 0));
    const opaque = relativeLuminance(over(color, WHITE));
    return {
      ...notations(color),
      contrastWhite: onWhite,
      onWhite: wcagVerdict(onWhite),
      contrastBlack: onBlack,
      onBlack: wcagVerdict(onBlack),
      bestText:
        contrastRatio(opaque, 1) >= contrastRatio(opaque, 0)
          ? 'White text reads better on this colour'
          : 'Black text reads better on this colour',
      luminance: opaque,
    };
  },
});
