import { describe, expect, it } from 'vitest';
import { select, number } from '../../../../../src/engine/builders.ts';
import { followGroups, offeredOptions, optionGroups } from '../../../../../src/engine/kinds/choice/groups.ts';

const options = [
  { value: 'length:m', label: 'metres', group: 'Length', partner: 'length:ft' },
  { value: 'length:ft', label: 'feet', group: 'Length', partner: 'length:m' },
  { value: 'length:in', label: 'inches', group: 'Length' },
  { value: 'mass:g', label: 'grams', group: 'Mass' },
  { value: 'mass:kg', label: 'kilograms', group: 'Mass', partner: 'mass:lb' },
  { value: 'mass:lb', label: 'pounds', group: 'Mass', partner: 'mass:kg' },
];
const inputs = {
  value: number({ label: 'Value', default: 1 }),
  from: select({ label: 'From', options, default: 'length:ft' }),
  to: select({ label: 'To', options, default: 'length:m', sameGroupAs: 'from' }),
};

describe('grouped menus', () => {
  it('list the options under their headings in order', () => {
    expect(optionGroups(options).map(({ group, options: inGroup }) => [group, inGroup.length])).toEqual([
      ['Length', 3],
      ['Mass', 3],
    ]);
  });

  it("offer a follower only the options of its leader's group", () => {
    expect(offeredOptions(inputs.to, inputs.from, { from: 'mass:kg' }).map((option) => option.value)).toEqual([
      'mass:g',
      'mass:kg',
      'mass:lb',
    ]);
    expect(offeredOptions(inputs.from, undefined, {})).toHaveLength(6);
  });

  it("move a follower to the chosen option's partner when the group changes", () => {
    expect(followGroups(inputs, { from: 'mass:kg', to: 'length:m' }, 'from')).toEqual({
      from: 'mass:kg',
      to: 'mass:lb',
    });
  });

  it('without a partner, move it to the first option of the group that is not the chosen one', () => {
    expect(followGroups(inputs, { from: 'mass:g', to: 'length:m' }, 'from')).toEqual({ from: 'mass:g', to: 'mass:kg' });
  });

  it('leave a follower alone while it is in the same group, and ignore changes to other fields', () => {
    const values = { from: 'length:in', to: 'length:m' };
    expect(followGroups(inputs, values, 'from')).toEqual(values);
    expect(followGroups(inputs, { ...values, value: '2' }, 'value')).toEqual({ ...values, value: '2' });
  });
});
