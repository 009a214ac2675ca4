import { describe, expect, it } from 'vitest';
import { number } from '../../../../src/engine/builders.ts';
import { numberDescription } from '../../../../src/engine/kinds/number/describe.ts';
import { numberKind } from '../../../../src/engine/kinds/number/number.ts';
import { CONTEXT } from './context.ts';
// Every unit family loaded, as when the build renders a page (an island loads only its own).
import '../../../../src/engine/units/all.ts';

const height = number({ label: 'Height', unitFamily: 'length', unit: 'cm', imperialUnit: 'in', default: 170, min: 50 });
const people = number({ label: 'People', default: 4, min: 1, suffix: 'people' });
const read = (raw: string, unit?: string) => numberKind.parse(raw, height, { unit, context: CONTEXT });

describe('number kind', () => {
  it('reads a measurement in the chosen unit and hands compute the base unit', () => {
    expect(read('5 ft 7 in', 'cm')).toMatchObject({ ok: true, value: expect.closeTo(1.7018, 6) as number });
    expect(read('100', 'in')).toMatchObject({ ok: true, value: expect.closeTo(2.54, 9) as number });
  });

  it('writes a bound in the unit the visitor sees', () => {
    expect(read('10', 'in')).toEqual({ ok: false, rule: 'min', message: 'Enter 19.7 in or more.' });
    expect(numberKind.parse('0', people, { unit: undefined, context: CONTEXT })).toEqual({
      ok: false,
      rule: 'min',
      message: 'Enter 1 people or more.',
    });
  });

  it('writes a converted bound as a person would type it, rounded so the figure written is allowed', () => {
    const weight = number({ label: 'Weight', unitFamily: 'mass', unit: 'kg', default: 70, min: 1, max: 650 });
    const inPounds = (raw: string) => numberKind.parse(raw, weight, { unit: 'lb', context: CONTEXT });
    // 1 kg = 2.20462… lb and 650 kg = 1,433.0… lb: the minimum rounds up, the maximum down.
    expect(inPounds('1')).toMatchObject({ message: 'Enter 2.21 lb or more.' });
    expect(inPounds('2.21')).toMatchObject({ ok: true });
    expect(inPounds('5000')).toMatchObject({ message: 'Enter 1,433 lb or less.' });
    expect(inPounds('1433')).toMatchObject({ ok: true });
  });

  it('falls back to the field unit when a link names a unit not on the menu', () => {
    expect(read('170', 'kg')).toMatchObject({ ok: true, value: expect.closeTo(1.7, 9) as number });
  });

  it('starts in the imperial unit for visitors who prefer it, and converts the default', () => {
    expect(numberKind.startingUnit?.(height, 'imperial')).toBe('in');
    expect(numberKind.defaultText(height, CONTEXT, 'in')).toBe('66.9');
    expect(numberKind.defaultText(height, CONTEXT, 'cm')).toBe('170');
    expect(numberKind.systemUnit?.(height, 'metric')).toBe('cm');
    expect(numberKind.systemUnit?.(people, 'imperial')).toBeUndefined();
  });

  it('re-expresses typed text in another unit, rounded as a person would type it, and leaves unreadable text alone', () => {
    expect(numberKind.convertText?.(height, '100', 'cm', 'in', 'typed')).toBe('39.4');
    expect(numberKind.convertText?.(height, 'tall', 'cm', 'in', 'typed')).toBe('tall');
    const weight = number({ label: 'Weight', unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', default: 70 });
    expect(numberKind.convertText?.(weight, '70', 'kg', 'lb', 'typed')).toBe('154.3');
  });

  it("keeps the quantity to six digits when one field's own unit menu changes", () => {
    expect(numberKind.convertText?.(height, '100', 'cm', 'in', 'exact')).toBe('39.3701');
    expect(numberKind.convertText?.(height, '175', 'cm', 'ft', 'exact')).toBe('5 ft 8.8976 in');
  });

  it('writes a tape-measure length in feet as feet and inches to the nearest quarter inch', () => {
    // 175 cm = 68.90 in, which a tape reads as 5 ft 9 in; 170 cm = 66.93 in = 5 ft 7 in.
    expect(numberKind.convertText?.(height, '175', 'cm', 'ft', 'typed')).toBe('5 ft 9 in');
    expect(numberKind.defaultText(height, CONTEXT, 'ft')).toBe('5 ft 7 in');
    expect(numberKind.convertText?.(height, '5 ft 9 in', 'ft', 'cm', 'typed')).toBe('175.3');
    // An elevation in feet (no inches on its menu) stays decimal feet.
    const elevation = number({ label: 'Elevation', unitFamily: 'length', unit: 'm', units: ['m', 'ft'], default: 100 });
    expect(numberKind.convertText?.(elevation, '100', 'm', 'ft', 'typed')).toBe('328.1');
  });

  it('describes an entry with its unit symbol unless it was typed with units', () => {
    const situation = { unit: 'cm', currency: 'USD', context: CONTEXT };
    expect(numberDescription.describe(height, '170', situation)).toBe('170 cm');
    expect(numberDescription.describe(height, '5 ft 7 in', situation)).toBe('5 ft 7 in');
    expect(numberDescription.unitSymbol?.(height)).toBe('cm');
  });
});
