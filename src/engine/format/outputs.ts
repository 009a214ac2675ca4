import type { OutputSpec } from '../types.ts';
import { fromBase, isUnitOf, qualifiedUnit, unitInfo } from '../units/registry.ts';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUnitPrice,
} from './numbers.ts';

/** "1 days" reads wrong: a plain plural suffix drops its "s" for exactly one. */
export function suffixFor(value: number, suffix: string): string {
  return Math.abs(value) === 1 && /^[a-z]+s$/.test(suffix) ? suffix.slice(0, -1) : suffix;
}

export interface DisplayOptions {
  /** Unit chosen for an output with a unit menu. */
  unit?: string | undefined;
  currency: string;
}

/**
 * The unit each output is shown in: the visitor's choice in its own menu; for an output that
 * follows an input (`unitInput`), the unit that input names; otherwise, on a form switched to
 * US/imperial units, the output's own imperial unit (a BMI page in pounds gives its healthy
 * range in pounds too).
 */
export function shownUnits(
  outputs: Record<string, OutputSpec>,
  values: Readonly<Record<string, string>>,
  chosen: Readonly<Record<string, string>> = {},
  system: 'metric' | 'imperial' = 'metric',
): Record<string, string> {
  const units: Record<string, string> = {};
  for (const [key, spec] of Object.entries(outputs)) {
    if (spec.kind !== 'number' || !spec.unitFamily) continue;
    if (system === 'imperial' && spec.imperialUnit) units[key] = spec.imperialUnit;
  }
  Object.assign(units, chosen);
  for (const [key, spec] of Object.entries(outputs)) {
    if (spec.kind !== 'number' || !spec.unitInput) continue;
    const named = values[spec.unitInput];
    if (named === undefined) continue;
    if (spec.unitFamily ? isUnitOf(spec.unitFamily, named) : qualifiedUnit(named)) units[key] = named;
  }
  return units;
}

/** One output as text. Tables and charts are drawn by their components, not here. */
export function formatOutput(spec: OutputSpec, value: unknown, options: DisplayOptions): string {
  switch (spec.kind) {
    case 'number': {
      if (typeof value !== 'number') return '—';
      if (spec.unitFamily && spec.unit) {
        const unit = options.unit ?? spec.unit;
        const shown = fromBase(spec.unitFamily, value, unit);
        return `${formatNumber(shown, spec)} ${unitInfo(spec.unitFamily, unit).symbol}`;
      }
      // A result already in a unit of any family that a menu names ("length:m"): its symbol follows.
      const named = spec.unitInput && options.unit ? qualifiedUnit(options.unit) : undefined;
      if (named) return `${formatNumber(value, spec)} ${unitInfo(named.family, named.unit).symbol}`;
      return spec.suffix ? `${formatNumber(value, spec)} ${suffixFor(value, spec.suffix)}` : formatNumber(value, spec);
    }
    case 'integer':
      return typeof value === 'number'
        ? spec.suffix
          ? `${formatInteger(value)} ${suffixFor(Math.round(value), spec.suffix)}`
          : formatInteger(value)
        : '—';
    case 'money':
      if (typeof value !== 'number') return '—';
      return spec.perUnit ? formatUnitPrice(value, options.currency) : formatMoney(value, options.currency);
    case 'percent':
      return typeof value === 'number' ? formatPercent(value, spec.decimals) : '—';
    case 'duration':
      return typeof value === 'number' ? formatDuration(value, spec.smallest) : '—';
    case 'date':
      return typeof value === 'string' ? formatDate(value) : '—';
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value) : '—';
    case 'text':
      return typeof value === 'string' ? value : '—';
    case 'table':
    case 'chart':
      return '';
  }
}
