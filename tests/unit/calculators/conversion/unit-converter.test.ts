import { describe, expect, it } from 'vitest';
import unitConverter from '../../../../src/calculators/conversion/unit-converter.ts';
import { UNIT_FAMILIES } from '../../../../src/engine/units/table.ts';

describe('unit converter', () => {
  it('offers every unit of every family of the unit table, each once', () => {
    const offered = unitConverter.inputs.from.options.map((option) => option.value);
    const everyUnit = Object.entries(UNIT_FAMILIES).flatMap(([family, { units }]) =>
      Object.keys(units).map((unit) => `${family}:${unit}`),
    );
    expect([...offered].sort()).toEqual(everyUnit.sort());
  });
});
