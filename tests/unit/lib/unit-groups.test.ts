import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { InputSpec, OutputSpec } from '../../../src/engine/types.ts';
import { UNIT_GROUPS } from '../../../src/engine/units/table.ts';
import { unitGroupsOf } from '../../../src/lib/unit-groups.ts';

const money: InputSpec = { kind: 'money', label: 'Amount', default: 100 };
const length: InputSpec = { kind: 'number', label: 'Length', default: 1, unitFamily: 'length', unit: 'm' };
const pressure: OutputSpec = { kind: 'number', label: 'Pressure', unitFamily: 'pressure', unit: 'kpa' };

describe('unitGroupsOf', () => {
  it('names no group for a calculator without units', () => {
    expect(unitGroupsOf({ money }, { total: { kind: 'money', label: 'Total' } })).toEqual([]);
  });

  it('names the groups of the fields’ and results’ families, once each', () => {
    expect(unitGroupsOf({ length, width: length }, { pressure })).toEqual(['space', 'heat']);
  });

  it('names every group when a result shows the unit a menu of any family names', () => {
    const result: OutputSpec = { kind: 'number', label: 'Result', unitInput: 'to' };
    expect(unitGroupsOf({ length }, { result })).toEqual(Object.keys(UNIT_GROUPS));
  });
});

describe('UNIT_GROUPS', () => {
  it('has one group per family file and one loader each, named after it (the build makes each a chunk of that name)', () => {
    const names = (folder: string) =>
      readdirSync(folder)
        .map((name) => name.replace(/\.ts$/, ''))
        .sort();
    expect(Object.keys(UNIT_GROUPS).sort()).toEqual(names('src/engine/units/families'));
    expect(names('src/engine/units/loaders')).toEqual(names('src/engine/units/families'));
  });
});
