import { describe, expect, it } from 'vitest';
import { select, number } from '../../../../src/engine/index.ts';
import type { InputSpec } from '../../../../src/engine/types.ts';
import { withRepeatedOptions, withoutRepeatedOptions } from '../../../../src/engine/ui/shared-options.ts';

const units = Array.from({ length: 200 }, (_, i) => ({ value: `length:u${String(i)}`, label: `unit ${String(i)}` }));
const inputs: Record<string, InputSpec> = {
  value: number({ label: 'Value', default: 1 }),
  from: select({ label: 'From', default: 'length:u0', options: units }),
  to: select({ label: 'To', default: 'length:u1', options: units }),
  size: select({ label: 'Size', default: 's', options: [{ value: 's', label: 'Small' }] }),
  again: select({ label: 'Size again', default: 's', options: [{ value: 's', label: 'Small' }] }),
};

describe('withoutRepeatedOptions', () => {
  it('sends a long option list once, and says which menu repeats it', () => {
    const sent = withoutRepeatedOptions(inputs);
    expect(sent.sameOptionsAs).toEqual({ to: 'from' });
    expect(sent.inputs.to).toMatchObject({ kind: 'select', options: [], default: 'length:u1' });
    expect(sent.inputs.from).toBe(inputs.from);
    expect(JSON.stringify(sent.inputs).length).toBeLessThan(JSON.stringify(inputs).length * 0.6);
  });

  it('leaves a short repeated list to gzip', () => {
    const sent = withoutRepeatedOptions(inputs);
    expect(sent.inputs.again).toBe(inputs.again);
  });
});

describe('withRepeatedOptions', () => {
  it('gives back the inputs as the calculator defined them', () => {
    const { inputs: sent, sameOptionsAs } = withoutRepeatedOptions(inputs);
    expect(withRepeatedOptions(sent, sameOptionsAs)).toEqual(inputs);
  });

  it('returns the inputs themselves when no menu repeats another', () => {
    expect(withRepeatedOptions(inputs, undefined)).toBe(inputs);
    expect(withRepeatedOptions(inputs, {})).toBe(inputs);
  });
});
