import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  formatAmount,
  formatKitchenNumber,
  formatMetricNumber,
  presentAmount,
  scaleFactor,
  tidyAmount,
} from '../../../../../src/calculators/shared/cooking/recipe-quantities.ts';

describe('formatKitchenNumber', () => {
  it.each([
    [0.125, '⅛'],
    [0.25, '¼'],
    [0.33, '⅓'],
    [0.5, '½'],
    [0.67, '⅔'],
    [0.75, '¾'],
    [1, '1'],
    [1.5, '1 ½'],
    [2.25, '2 ¼'],
    [2.333333, '2 ⅓'],
    [0.99, '1'],
  ])('writes %s as %s', (value, text) => {
    expect(formatKitchenNumber(value)).toBe(text);
  });

  it('rounds to the nearest measurable amount, never to eighths a cup set lacks', () => {
    expect(formatKitchenNumber(0.4)).toBe('⅓');
    expect(formatKitchenNumber(0.6)).toBe('⅔');
    expect(formatKitchenNumber(1.2)).toBe('1 ¼');
  });

  it('uses halves only from 10 up', () => {
    expect(formatKitchenNumber(12.3)).toBe('12 ½');
    expect(formatKitchenNumber(12.2)).toBe('12');
  });

  it('never shows 0 for an amount that is there', () => {
    expect(formatKitchenNumber(0.03)).toBe('<⅛');
  });
});

describe('formatMetricNumber', () => {
  it('writes whole grams and millilitres from 10 up and one decimal below', () => {
    expect(formatMetricNumber(453.59237, 'g')).toBe('454');
    expect(formatMetricNumber(236.5882365, 'ml')).toBe('237');
    expect(formatMetricNumber(4.92892159375, 'ml')).toBe('4.9');
    expect(formatMetricNumber(5, 'g')).toBe('5');
  });

  it('keeps up to two decimals of litres and kilograms', () => {
    expect(formatMetricNumber(1.1829, 'l')).toBe('1.18');
    expect(formatMetricNumber(1.5, 'kg')).toBe('1.5');
  });
});

describe('scaling', () => {
  it('scales by the ratio of servings', () => {
    expect(scaleFactor(4, 8)).toBe(2);
    expect(scaleFactor(4, 3)).toBe(0.75);
  });

  it('¾ cup for twice the servings is 1 ½ cups', () => {
    expect(formatAmount(presentAmount({ value: 0.75, unit: 'cup' }, 2, 'original'))).toBe('1 ½ cups');
  });

  it('⅓ cup written as 0.33 triples to 1 cup', () => {
    expect(formatAmount(presentAmount({ value: 0.33, unit: 'cup' }, 3, 'original'))).toBe('1 cup');
  });

  it('moves to a handier unit once scaled: 12 tbsp is ¾ cup, 3 tsp is 1 tbsp, ¼ cup halved is 2 tbsp', () => {
    expect(formatAmount(presentAmount({ value: 8, unit: 'tbsp' }, 1.5, 'original'))).toBe('¾ cup');
    expect(formatAmount(presentAmount({ value: 1, unit: 'tsp' }, 3, 'original'))).toBe('1 tbsp');
    expect(formatAmount(presentAmount({ value: 0.25, unit: 'cup' }, 0.5, 'original'))).toBe('2 tbsp');
  });

  it('does not force an inexact cup fraction: 6 tbsp stays 6 tbsp', () => {
    expect(formatAmount(tidyAmount({ value: 6, unit: 'tbsp' }))).toBe('6 tbsp');
  });

  it('keeps the unit as written at the original servings, even where another would be handier', () => {
    expect(formatAmount(presentAmount({ value: 0.5, unit: 'tbsp' }, 1, 'original'))).toBe('½ tbsp');
    expect(formatAmount(presentAmount({ value: 4, unit: 'tsp' }, 1, 'us'))).toBe('4 tsp');
  });

  it('scales counted things without converting them', () => {
    expect(formatAmount(presentAmount({ value: 2, unit: 'clove' }, 1.5, 'metric'))).toBe('3 cloves');
    expect(formatAmount(presentAmount({ value: 3 }, 0.5, 'metric'))).toBe('1 ½');
    expect(formatAmount(presentAmount({ value: 1, unit: 'leaf' }, 2, 'us'))).toBe('2 leaves');
  });

  it('scales fluid ounces in fluid ounces', () => {
    expect(formatAmount(presentAmount({ value: 1.5, unit: 'fl-oz' }, 2, 'original'))).toBe('3 fl oz');
  });

  it('moves metric amounts between ml and l, g and kg', () => {
    expect(formatAmount(presentAmount({ value: 750, unit: 'ml' }, 2, 'original'))).toBe('1.5 l');
    expect(formatAmount(presentAmount({ value: 1, unit: 'kg' }, 0.5, 'metric'))).toBe('500 g');
  });
});

describe('unit conversion', () => {
  it('1 lb is 454 g and 1 cup is 237 ml', () => {
    expect(formatAmount(convertAmount({ value: 1, unit: 'lb' }, 'metric'))).toBe('454 g');
    expect(formatAmount(convertAmount({ value: 1, unit: 'cup' }, 'metric'))).toBe('237 ml');
  });

  it('uses the exact factors', () => {
    expect(convertAmount({ value: 1, unit: 'tbsp' }, 'metric').millilitres).toBe(14.78676478125);
    expect(convertAmount({ value: 1, unit: 'tsp' }, 'metric').millilitres).toBe(4.92892159375);
    expect(convertAmount({ value: 5, unit: 'tbsp' }, 'metric').value).toBe(73.93382390625);
    expect(convertAmount({ value: 1, unit: 'fl-oz' }, 'metric').value).toBe(29.5735295625);
    expect(convertAmount({ value: 1, unit: 'oz' }, 'metric').value).toBe(28.349523125);
    expect(convertAmount({ value: 2, unit: 'lb' }, 'metric')).toEqual({ value: 907.18474, unit: 'g' });
  });

  it('keeps spoonfuls as spoons in metric, with the millilitres after them', () => {
    // NIST Handbook 44, Appendix C: 1 US teaspoon = 4.928 922 mL, 1 tablespoon = 14.786 76 mL.
    expect(formatAmount(convertAmount({ value: 2, unit: 'tsp' }, 'metric'))).toBe('2 tsp (10 ml)');
    expect(formatAmount(convertAmount({ value: 1, unit: 'tbsp' }, 'metric'))).toBe('1 tbsp (15 ml)');
    expect(formatAmount(convertAmount({ value: 0.25, unit: 'tsp' }, 'metric'))).toBe('¼ tsp (1.2 ml)');
    // Past a quarter cup the spoons become millilitres: 5 tbsp = 73.9 ml.
    expect(formatAmount(convertAmount({ value: 5, unit: 'tbsp' }, 'metric'))).toBe('74 ml');
  });

  it('writes small metric amounts with one decimal', () => {
    expect(formatAmount(convertAmount({ value: 0.25, unit: 'oz' }, 'metric'))).toBe('7.1 g');
  });

  it('goes to litres and kilograms from 1000 up', () => {
    expect(formatAmount(convertAmount({ value: 5, unit: 'cup' }, 'metric'))).toBe('1.18 l');
    expect(formatAmount(convertAmount({ value: 3, unit: 'lb' }, 'metric'))).toBe('1.36 kg');
  });

  it('turns metric amounts into the US unit a cook would use', () => {
    expect(formatAmount(convertAmount({ value: 250, unit: 'ml' }, 'us'))).toBe('1 cup');
    expect(formatAmount(convertAmount({ value: 15, unit: 'ml' }, 'us'))).toBe('1 tbsp');
    expect(formatAmount(convertAmount({ value: 5, unit: 'ml' }, 'us'))).toBe('1 tsp');
    expect(formatAmount(convertAmount({ value: 454, unit: 'g' }, 'us'))).toBe('1 lb');
    expect(formatAmount(convertAmount({ value: 125, unit: 'g' }, 'us'))).toBe('4 ⅓ oz');
    expect(formatAmount(convertAmount({ value: 1, unit: 'l' }, 'us'))).toBe('4 ¼ cups');
  });

  it('leaves an amount alone when it is already in the wanted system', () => {
    expect(convertAmount({ value: 2, unit: 'cup' }, 'us')).toEqual({ value: 2, unit: 'cup' });
    expect(convertAmount({ value: 2, unit: 'can' }, 'metric')).toEqual({ value: 2, unit: 'can' });
  });

  it('converts after scaling: ¾ cup doubled is 355 ml', () => {
    expect(formatAmount(presentAmount({ value: 0.75, unit: 'cup' }, 2, 'metric'))).toBe('355 ml');
  });
});
