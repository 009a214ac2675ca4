import { describe, expect, it } from 'vitest';
import * as builders from '../../../../src/engine/builders.ts';
import { DESCRIPTIONS } from '../../../../src/engine/kinds/descriptions.ts';
import { FIELDS } from '../../../../src/engine/kinds/fields.ts';
import { KINDS } from '../../../../src/engine/kinds/registry.ts';

describe('kind registries', () => {
  it('give every kind a builder makes a module, a field and a description', () => {
    const inputBuilders = Object.entries(builders).filter(([name]) => name !== 'out');
    const built = inputBuilders.map(([, builder]) => (builder as (spec: object) => { kind: string })({}).kind);
    expect(new Set(built)).toEqual(new Set(Object.keys(KINDS)));
    expect(Object.keys(FIELDS).sort()).toEqual(Object.keys(KINDS).sort());
    expect(Object.keys(DESCRIPTIONS).sort()).toEqual(Object.keys(KINDS).sort());
  });
});
