import { describe, expect, it } from 'vitest';
import { defineCalculator, number, out } from '../../../src/engine/index.ts';
import { checkExample } from '../../../src/engine/examples.ts';
import type { CalculatorDefinition } from '../../../src/engine/types.ts';
import { buildContext } from '../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

const circle = defineCalculator({
  inputs: {
    diameter: number({ label: 'Diameter', unitFamily: 'length', unit: 'm', imperialUnit: 'ft', default: 2, min: 0 }),
  },
  outputs: {
    circumference: out.number({ label: 'Circumference', unitFamily: 'length', unit: 'm' }),
  },
  compute: ({ diameter }) => ({ circumference: Math.PI * diameter }),
}) as unknown as CalculatorDefinition;

describe('checkExample', () => {
  it('accepts figures the calculator reproduces, in any unit of the family', () => {
    const example = {
      inputs: { diameter: { value: 10, unit: 'ft' } },
      expect: { circumference: { value: 10 * Math.PI, unit: 'ft' } },
      source: 'exact',
    };
    expect(checkExample(circle, example, context)).toEqual({ mismatches: [] });
  });

  it('allows the rounding of a source that gives a number of significant digits', () => {
    const rounded = { inputs: { diameter: 1 }, expect: { circumference: 3.142 }, source: 'a table to 4 digits' };
    expect(checkExample(circle, rounded, context).mismatches).toHaveLength(1);
    expect(checkExample(circle, { ...rounded, digits: 4 }, context).mismatches).toEqual([]);
    expect(
      checkExample(circle, { ...rounded, expect: { circumference: 3.15 }, digits: 4 }, context).mismatches,
    ).toHaveLength(1);
  });

  it('names an input or output key the calculator does not have, since examples are typed as data', () => {
    const misspelt = { inputs: { diametre: 1 }, expect: { circumfrence: 3.14 }, source: 'a typo' };
    expect(checkExample(circle, misspelt, context).problem).toBe('no such input "diametre", output "circumfrence"');
  });
});
