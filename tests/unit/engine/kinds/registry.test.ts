import { describe, expect, it } from 'vitest';
import * as builders from '../../../../src/engine/builders.ts';
import { DESCRIPTIONS } from '../../../../src/engine/kinds/descriptions.ts';
import { fieldOf, loadedFields } from '../../../../src/engine/kinds/fields.ts';
import { ALWAYS_LOADED_KINDS, kindOf, loadedKinds } from '../../../../src/engine/kinds/registry.ts';
import { kindLoadersOf } from '../../../../src/lib/kind-loaders.ts';

const builtKinds = () =>
  Object.entries(builders)
    .filter(([name]) => name !== 'out')
    .map(([, builder]) => (builder as (spec: object) => { kind: string }).call(undefined, {}).kind);

describe('kind registries', () => {
  it('hold only the common kinds until a loader adds one, and say which kind is missing', () => {
    expect(loadedKinds().sort()).toEqual([...ALWAYS_LOADED_KINDS].sort());
    expect(loadedFields().sort()).toEqual([...ALWAYS_LOADED_KINDS].sort());
    expect(() => kindOf(builders.date({ label: 'Start', default: 'today' }))).toThrow(
      'The "date" input kind is not loaded',
    );
    expect(() => fieldOf('text')).toThrow('The field of the "text" input kind is not loaded');
  });

  it('give every kind a builder makes a module, a field and a description once every loader runs', async () => {
    await import('../../../../src/engine/kinds/all.ts');
    const built = new Set(builtKinds());
    expect(new Set(loadedKinds())).toEqual(built);
    expect(new Set(loadedFields())).toEqual(built);
    expect(new Set(Object.keys(DESCRIPTIONS))).toEqual(built);
  });

  it('name a loader for each kind of a form that the registries do not always hold', () => {
    const amount = builders.money({ label: 'Amount', default: 100 });
    const inputs = {
      amount,
      start: builders.date({ label: 'Start', default: 'today' }),
      end: builders.date({ label: 'End', default: 'today+30' }),
      term: builders.duration({ label: 'Term', default: { value: 5, unit: 'year' }, units: ['year', 'month'] }),
      note: builders.text({ label: 'Note', default: '' }),
    };
    expect(kindLoadersOf(inputs)).toEqual(['date', 'duration', 'text']);
    expect(kindLoadersOf({ amount })).toEqual([]);
  });

  it('name the feet-and-inches boxes where a length may be shown in feet, and only there', () => {
    const height = (units?: string[]) =>
      builders.number({ label: 'Height', default: 170, unitFamily: 'length', unit: 'cm', ...(units ? { units } : {}) });
    expect(kindLoadersOf({ height: height() })).toEqual(['feetInches']);
    expect(kindLoadersOf({ height: height(['cm', 'ft', 'in']) })).toEqual(['feetInches']);
    expect(kindLoadersOf({ height: height(['cm', 'm']) })).toEqual([]);
    expect(
      kindLoadersOf({ mass: builders.number({ label: 'Mass', default: 70, unitFamily: 'mass', unit: 'kg' }) }),
    ).toEqual([]);
  });

  it('name grouped menus where a menu has groups or follows another, and kept fields where one is kept', () => {
    const plain = builders.select({ label: 'Plain', default: 'a', options: [{ value: 'a', label: 'A' }] });
    const grouped = builders.select({
      label: 'From',
      default: 'm',
      options: [
        { value: 'm', label: 'metre', group: 'Length' },
        { value: 'kg', label: 'kilogram', group: 'Mass' },
      ],
    });
    const city = builders.text({ label: 'City', default: 'Paris', remember: true });
    expect(kindLoadersOf({ plain })).toEqual([]);
    expect(kindLoadersOf({ plain, grouped })).toEqual(['choiceGroups']);
    expect(kindLoadersOf({ city })).toEqual(['rememberedFields', 'text']);
  });

  it('name the view frame where the calculator has a view', () => {
    const count = builders.integer({ label: 'Count', default: 1 });
    expect(kindLoadersOf({ count })).toEqual([]);
    expect(kindLoadersOf({ count }, { view: true })).toEqual(['companionView']);
  });

  it('name the copying back of a long option list where two menus repeat it, and not for a short one', () => {
    const menu = (count: number) =>
      builders.select({
        label: 'Unit',
        default: 'u0',
        options: Array.from({ length: count }, (_, i) => ({
          value: `u${String(i)}`,
          label: `unit number ${String(i)}`,
        })),
      });
    expect(kindLoadersOf({ from: menu(200), to: menu(200) })).toEqual(['repeatedOptions']);
    expect(kindLoadersOf({ from: menu(200) })).toEqual([]);
    expect(kindLoadersOf({ from: menu(3), to: menu(3) })).toEqual([]);
  });
});
