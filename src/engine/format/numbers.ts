import { asShown } from './as-shown.ts';

const LOCALE = 'en-US';

/**
 * A negative figure with a real minus sign (−4.5, −$20.00, 10^−7), not a hyphen; a negative that
 * rounds to nothing ("-0.00") is shown without one.
 */
const withMinusSign = (text: string) =>
  (/[1-9]/.test(text) ? text.replace(/^-/, '\u2212') : text.replace(/^-/, '')).replace(/\^-/, '^\u2212');
/** −0 (a tiny negative rounded away, say) is shown as 0. */
const noNegativeZero = (value: number) => (Object.is(value, -0) ? 0 : value);

function formatNumberText(value: number, options: { digits?: number; decimals?: number } = {}): string {
  if (!Number.isFinite(value)) return '—';
  if (options.decimals !== undefined) {
    return value.toLocaleString(LOCALE, {
      minimumFractionDigits: options.decimals,
      maximumFractionDigits: options.decimals,
    });
  }
  const digits = options.digits ?? 4;
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude >= 1e15 || magnitude < 1e-6)) {
    return value
      .toExponential(digits - 1)
      .replace('e+', ' × 10^')
      .replace('e-', ' × 10^-');
  }
  // Whole part always shown in full; significant digits apply to the fraction.
  return asShown(value, { digits }).toLocaleString(LOCALE, { maximumFractionDigits: 10 });
}

function formatIntegerText(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString(LOCALE) : '—';
}

function formatMoneyText(value: number, currency: string, extraDecimals?: number): string {
  if (!Number.isFinite(value)) return '—';
  try {
    const format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    if (extraDecimals === undefined) return format.format(value);
    const own = format.resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: own,
      maximumFractionDigits: Math.max(own, extraDecimals),
    }).format(value);
  } catch {
    const decimals = { minimumFractionDigits: 2, maximumFractionDigits: Math.max(2, extraDecimals ?? 2) };
    return `${value.toLocaleString(LOCALE, decimals)} ${currency}`;
  }
}

/** A number for people: grouped thousands, `digits` significant digits, no float noise, a real minus. */
export function formatNumber(value: number, options: { digits?: number; decimals?: number } = {}): string {
  return withMinusSign(formatNumberText(noNegativeZero(value), options));
}

export function formatInteger(value: number): string {
  return withMinusSign(formatIntegerText(noNegativeZero(value)));
}

export function formatMoney(value: number, currency: string, extraDecimals?: number): string {
  return withMinusSign(formatMoneyText(noNegativeZero(value), currency, extraDecimals));
}

/** A price per unit: the currency's own decimals, more where four significant digits need them. */
export function formatUnitPrice(value: number, currency: string): string {
  const magnitude = Math.abs(value);
  const decimalsForFourDigits = magnitude > 0 ? 3 - Math.floor(Math.log10(magnitude)) : 0;
  return formatMoney(value, currency, Math.min(Math.max(decimalsForFourDigits, 0), 12));
}

function formatPercentText(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '—';
  const text =
    decimals === undefined
      ? Number(value.toPrecision(4)).toLocaleString(LOCALE, { maximumFractionDigits: 4 })
      : value.toLocaleString(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${text}%`;
}

export function formatPercent(value: number, decimals?: number): string {
  return withMinusSign(formatPercentText(noNegativeZero(value), decimals));
}

/** Seconds as "2 d 3 h 5 min 7 s", down to `smallest`. */
export function formatDuration(seconds: number, smallest: 'second' | 'minute' | 'hour' | 'day' = 'second'): string {
  if (!Number.isFinite(seconds)) return '—';
  const sign = seconds < 0 ? '−' : '';
  const parts: string[] = [];
  const steps: Array<[string, number, 'day' | 'hour' | 'minute' | 'second']> = [
    ['d', 86_400, 'day'],
    ['h', 3600, 'hour'],
    ['min', 60, 'minute'],
    ['s', 1, 'second'],
  ];
  const smallestSize = steps.find(([, , name]) => name === smallest)?.[1] ?? 1;
  // Rounded once, to hundredths of the smallest unit, so 119.999 s reads "2 min", never "1 min 60 s".
  let rest = (Math.round((Math.abs(seconds) / smallestSize) * 100) / 100) * smallestSize;
  for (const [symbol, size, name] of steps) {
    const isLast = name === smallest;
    const amount = isLast ? Math.round((rest / size) * 100) / 100 : Math.floor(rest / size);
    rest -= Math.floor(rest / size) * size;
    if (amount > 0 || (isLast && parts.length === 0)) parts.push(`${formatNumber(amount)} ${symbol}`);
    if (isLast) break;
  }
  return sign + parts.join(' ');
}

/** 'YYYY-MM-DD' as "Monday, March 4, 2024" (the date itself, no time zone shift). */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString(LOCALE, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'YYYY-MM-DDTHH:MM' as "March 4, 2024, 14:30". */
export function formatDateTime(iso: string): string {
  const [date = '', time = ''] = iso.split('T');
  const day = formatDate(date).replace(/^\w+, /, '');
  return time ? `${day}, ${time.slice(0, 5)}` : day;
}

/** An axis label: short ("$400K", "1.5M", "25%"), since ticks are round numbers and room is scarce. */
export function formatAxisValue(value: number, kind: 'number' | 'money' | 'percent', currency: string): string {
  if (!Number.isFinite(value)) return '—';
  if (kind === 'percent') return formatPercent(value);
  const compact: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 2 };
  try {
    const options: Intl.NumberFormatOptions = kind === 'money' ? { ...compact, style: 'currency', currency } : compact;
    return withMinusSign(new Intl.NumberFormat(LOCALE, options).format(noNegativeZero(value)));
  } catch {
    return `${withMinusSign(new Intl.NumberFormat(LOCALE, compact).format(noNegativeZero(value)))} ${currency}`;
  }
}
