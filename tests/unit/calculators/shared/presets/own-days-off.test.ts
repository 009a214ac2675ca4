import { describe, expect, it } from 'vitest';
import { OWN_DAY_KEYS, ownDayInput } from '../../../../../src/calculators/shared/presets/own-days-off.ts';

describe('own days off fields', () => {
  it('are six optional, empty date fields numbered from 1', () => {
    expect(OWN_DAY_KEYS).toHaveLength(6);
    expect(ownDayInput(5)).toMatchObject({
      kind: 'date',
      label: 'Your day off 6 (optional)',
      default: '',
      optional: true,
    });
  });

  it('explain themselves once, on the first field', () => {
    expect(ownDayInput(0)).toHaveProperty('help');
    expect(ownDayInput(1)).not.toHaveProperty('help');
  });
});
