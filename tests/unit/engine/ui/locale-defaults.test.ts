import { describe, expect, it } from 'vitest';
import { currencyOfLocale, unitSystemOfLocale } from '../../../../src/engine/ui/locale-defaults.ts';

describe('defaults from the visitor’s language and region', () => {
  it.each([
    ['en-US', 'imperial'],
    ['en-LR', 'imperial'],
    ['my', 'imperial'],
    ['en-GB', 'metric'],
    ['de-DE', 'metric'],
    ['en-CA', 'metric'],
    ['hi-IN', 'metric'],
    ['not a tag', 'metric'],
  ] as const)('case %#: %s measures in %s units', (language, system) => {
    expect(unitSystemOfLocale(language)).toBe(system);
  });

  it.each([
    ['en-US', 'USD'],
    ['en-GB', 'GBP'],
    ['de-DE', 'EUR'],
    ['fr-CA', 'CAD'],
    ['ja', 'JPY'],
    ['pt-BR', 'BRL'],
    ['ko-KR', undefined],
    ['not a tag', undefined],
  ] as const)('case %#: %s pays in %s', (language, currency) => {
    expect(currencyOfLocale(language)).toBe(currency);
  });
});
