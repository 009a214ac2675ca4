import { describe, expect, it } from 'vitest';
import * as build from '../../../../src/engine/builders.ts';
import { descriptionOf } from '../../../../src/engine/kinds/descriptions.ts';
import { kindOf } from '../../../../src/engine/kinds/registry.ts';
import type { InputSpec } from '../../../../src/engine/types.ts';
import { CONTEXT } from './context.ts';
// Every input kind loaded, as when the build renders a page (an island loads only its own).
import '../../../../src/engine/kinds/all.ts';

const parse = (spec: InputSpec, raw: string) => kindOf(spec).parse(raw, spec, { unit: undefined, context: CONTEXT });
const describeEntry = (spec: InputSpec, text: string) =>
  descriptionOf(spec).describe(spec, text, { unit: undefined, currency: 'EUR', context: CONTEXT });

const choice = build.select({
  label: 'Plan',
  default: 'a',
  options: [
    { value: 'a', label: 'Plan A' },
    { value: 'b', label: 'Plan B' },
  ],
});

describe('kinds that read text without units', () => {
  it.each([
    [build.integer({ label: 'Count', default: 3, suffix: 'cats' }), '2.5', 'whole', 'Enter a whole number.'],
    [build.money({ label: 'Price', default: 10, min: 0, minInclusive: false }), '0', 'min', 'Enter more than 0.'],
    [build.percent({ label: 'Rate', default: 5, max: 100 }), '120', 'max', 'Enter 100% or less.'],
    [choice, 'c', 'invalid', 'Choose one of the options.'],
    [
      build.date({ label: 'Day', default: 'today', min: '2020-01-01' }),
      '2019-12-31',
      'min',
      'Enter a date on or after 2020-01-01.',
    ],
    [build.date({ label: 'Day', default: 'today' }), '2025-02-30', 'invalid', 'Enter a real date.'],
    [build.time({ label: 'At', default: '09:00' }), '25:00', 'invalid', 'Enter a time like 14:30.'],
    [build.dateTime({ label: 'When', default: 'now' }), '2025-06-15', 'invalid', 'Enter a date and a time.'],
    [
      build.timeZone({ label: 'Zone', default: 'local' }),
      'Mars/Olympus',
      'invalid',
      'Choose a time zone from the list.',
    ],
    [
      build.location({ label: 'Place', default: 'london' }),
      'nowhere',
      'invalid',
      'Choose a city, or enter latitude and longitude like 51.5, -0.13.',
    ],
    [build.numberList({ label: 'Values', default: [1, 2], minCount: 2 }), '7', 'minCount', 'Enter at least 2 numbers.'],
    [
      build.fraction({ label: 'Fraction', default: '1/2' }),
      '1/0',
      'invalid',
      'A fraction cannot have 0 below the line.',
    ],
    [build.text({ label: 'Numeral', default: 'XIV' }), '  ', 'invalid', 'Enter some text.'],
    [build.text({ label: 'Numeral', default: 'XIV', maxLength: 3 }), 'ABCD', 'max', 'Enter at most 3 characters.'],
    [build.text({ label: 'Message', default: 'Hi' }), 'x'.repeat(1001), 'max', 'Enter at most 1,000 characters.'],
  ] as const)(
    'case %#: a field refuses an entry it cannot use, naming the broken rule and its message',
    (spec, raw, rule, message) => {
      expect(parse(spec, raw)).toEqual({ ok: false, rule, message });
    },
  );

  it('hands compute what each kind promises', () => {
    expect(parse(build.toggle({ label: 'On', default: false }), 'true')).toMatchObject({ value: true });
    expect(parse(build.location({ label: 'Place', default: 'london' }), '48.85, 2.35')).toMatchObject({
      value: { latitude: 48.85, longitude: 2.35, timeZone: 'UTC' },
    });
    expect(parse(build.numberList({ label: 'Values', default: [] }), '1, 2, 3')).toEqual({
      ok: true,
      value: [1, 2, 3],
      understood: '3 numbers',
    });
    expect(parse(build.fraction({ label: 'Fraction', default: '1/2' }), '6/8')).toMatchObject({
      value: { numerator: 3, denominator: 4 },
    });
    expect(parse(build.date({ label: 'Day', default: '', optional: true }), ' ')).toMatchObject({ value: '' });
    expect(parse(build.text({ label: 'Message', default: 'Hi' }), ' two  spaces\n')).toMatchObject({
      value: ' two  spaces\n',
    });
    expect(parse(build.text({ label: 'Note', default: '', allowEmpty: true }), '')).toMatchObject({ value: '' });
    // An emoji counts as one character, as a person counts it.
    expect(parse(build.text({ label: 'Icon', default: '', maxLength: 1 }), '😀')).toMatchObject({ value: '😀' });
  });

  it('takes 29 February of a Julian leap year before 1582 only where the field reads such dates as Julian', () => {
    const julian = build.dateTime({ label: 'When', default: 'now', julianBeforeReform: true });
    const gregorian = build.dateTime({ label: 'When', default: 'now' });
    expect(parse(julian, '1000-02-29T00:00')).toMatchObject({ ok: true, value: '1000-02-29T00:00' });
    expect(parse(gregorian, '1000-02-29T00:00')).toMatchObject({ ok: false, rule: 'invalid' });
    // After the reform the Gregorian rule holds: 1700 had no 29 February.
    expect(parse(julian, '1700-02-29T00:00')).toMatchObject({ ok: false, rule: 'invalid' });
    expect(parse(julian, '1001-02-29T00:00')).toMatchObject({ ok: false, rule: 'invalid' });
  });

  it('starts from defaults written as the field shows them', () => {
    const text = (spec: InputSpec) => kindOf(spec).defaultText(spec, CONTEXT, undefined);
    expect(text(build.date({ label: 'Day', default: 'today+30' }))).toBe('2025-07-15');
    expect(text(build.dateTime({ label: 'When', default: 'now' }))).toBe('2025-06-15T12:00:00');
    expect(text(build.numberList({ label: 'Values', default: [1, 2.5] }))).toBe('1, 2.5');
    expect(text(build.toggle({ label: 'On', default: true }))).toBe('true');
  });

  it('describes entries for worked examples as a reader expects them', () => {
    expect(describeEntry(choice, 'b')).toBe('Plan B');
    expect(describeEntry(build.toggle({ label: 'On', default: true }), 'false')).toBe('No');
    expect(describeEntry(build.money({ label: 'Price', default: 1 }), '12')).toBe('12 EUR');
    expect(describeEntry(build.percent({ label: 'Rate', default: 1 }), '6.5')).toBe('6.5%');
    expect(describeEntry(build.integer({ label: 'Count', default: 1, suffix: 'cats' }), '3')).toBe('3 cats');
    expect(describeEntry(build.location({ label: 'Place', default: 'london' }), 'london')).toBe('London');
    expect(describeEntry(build.time({ label: 'At', default: '09:00' }), '09:30')).toBe('09:30');
  });
});
