import { describe, expect, it } from 'vitest';
import { parseMeasurement, parseNumber, parseNumberList } from '../../../src/engine/parse/number.ts';
import { isIsoDate, resolveRelativeDate } from '../../../src/engine/parse/dates.ts';
// Every unit family loaded, as when the build renders a page (an island loads only its own).
import '../../../src/engine/units/all.ts';

describe('parseNumber', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1,234.5', 1234.5],
    ['1,234,567', 1_234_567],
    [' -2.5e3 ', -2500],
    ['3/4', 0.75],
    ['1 3/4', 1.75],
    ['-1 1/2', -1.5],
    ['$1,200', 1200],
    ['6.5%', 6.5],
    ['.5', 0.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toMatchObject({ ok: true, value });
  });

  it.each(['', 'abc', '1,23', '1/0', '-1e400', '12abc', '1..2'])('refuses %j with a message', (text) => {
    const result = parseNumber(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(5);
  });

  it('echoes what it understood from a fraction', () => {
    expect(parseNumber('1 3/4')).toEqual({ ok: true, value: 1.75, understood: '1.75' });
  });

  it('refuses vanishingly small numbers that would overflow a division, but keeps 0 and tiny real quantities', () => {
    for (const text of ['1e-320', '5e-324', '-1e-101']) {
      const result = parseNumber(text);
      expect(result.ok ? '' : result.message).toContain('too small');
    }
    expect(parseNumber('0')).toMatchObject({ ok: true, value: 0 });
    expect(parseNumber('5.39e-44')).toMatchObject({ ok: true, value: 5.39e-44 });
  });
});

describe('parseMeasurement', () => {
  it('reads feet and inches into the field unit', () => {
    const result = parseMeasurement('5 ft 7 in', 'length', 'cm');
    expect(result?.ok && result.value).toBeCloseTo(170.18, 10);
    expect(parseMeasurement('5\'7"', 'length', 'in')).toMatchObject({ ok: true, value: 67 });
  });

  it('leaves a number in exponent notation to the number reader, not an "e" unit', () => {
    expect(parseMeasurement('9.1093837015e-31', 'mass', 'kg')).toBeUndefined();
    expect(parseMeasurement('2.5E+3', 'length', 'm')).toBeUndefined();
  });

  it('reads stones and pounds', () => {
    const result = parseMeasurement('11 st 4 lb', 'mass', 'lb');
    expect(result?.ok && result.value).toBeCloseTo(158, 10);
  });

  it('refuses words that are only names on every object, such as toString', () => {
    for (const text of ['0toString', '5 constructor', '1 __proto__']) {
      expect(parseMeasurement(text, 'mass', 'kg')).toMatchObject({ ok: false });
    }
  });

  it('reads race times and paces written as h:mm:ss or m:ss', () => {
    expect(parseMeasurement('1:23:45', 'time', 's')).toMatchObject({ ok: true, value: 5025 });
    expect(parseMeasurement('25:30', 'time', 's')).toMatchObject({ ok: true, value: 1530 });
    expect(parseMeasurement('5:30', 'time', 'min')).toMatchObject({ ok: true, value: 5.5 });
    expect(parseMeasurement('3:30', 'time', 'h')).toMatchObject({ ok: true, value: 3.5 });
    expect(parseMeasurement('0:59.5', 'time', 's')).toMatchObject({ ok: true, value: 59.5 });
    expect(parseMeasurement('1:23:45', 'length', 'm')).toBeUndefined();
    expect(parseMeasurement('5:75', 'time', 's')).toBeUndefined();
  });

  it('leaves plain numbers to parseNumber and refuses unknown units', () => {
    expect(parseMeasurement('170', 'length', 'cm')).toBeUndefined();
    expect(parseMeasurement('5 parsecs', 'length', 'cm')).toMatchObject({ ok: false });
  });
});

describe('parseNumberList', () => {
  it('splits on commas, spaces, semicolons and new lines', () => {
    expect(parseNumberList('1, 2;3\n4  5')).toEqual({ ok: true, values: [1, 2, 3, 4, 5] });
  });

  it('names the entry it cannot read', () => {
    expect(parseNumberList('1, x2, 3')).toEqual({ ok: false, message: '“x2” is not a number.' });
    expect(parseNumberList('  ')).toMatchObject({ ok: false });
  });
});

describe('dates', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
  });

  it('resolves relative defaults across month and year ends', () => {
    expect(resolveRelativeDate('today', '2024-12-31')).toBe('2024-12-31');
    expect(resolveRelativeDate('today+1', '2024-12-31')).toBe('2025-01-01');
    expect(resolveRelativeDate('today-1', '2024-03-01')).toBe('2024-02-29');
  });
});
