import { describe, expect, it } from 'vitest';
import { KJ_PER_KCAL } from '../../../../../src/calculators/shared/body/kilojoules.ts';

describe('KJ_PER_KCAL', () => {
  it('comes from the unit table as exactly 4.184, the thermochemical kilocalorie', () => {
    expect(KJ_PER_KCAL).toBe(4.184);
  });
});
