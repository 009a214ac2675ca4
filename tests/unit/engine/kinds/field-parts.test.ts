import { describe, expect, it } from 'vitest';
import { unitMenuWidth } from '../../../../src/engine/kinds/field-parts.tsx';

describe('unitMenuWidth', () => {
  it('reserves room for the longest choice, counting wide letters wider than narrow ones', () => {
    expect(unitMenuWidth(['USD', 'EUR'])).toBe('calc(2.55em + 3rem)');
    expect(unitMenuWidth(['ft'])).toBe('calc(0.80em + 3rem)');
    expect(unitMenuWidth(['in', 'ft'])).toBe('calc(1.05em + 3rem)');
    expect(unitMenuWidth(['m', 'km', 'mi'])).toBe('calc(1.50em + 3rem)');
  });

  it('leaves room for the padding and arrow of a menu with no choices yet', () => {
    expect(unitMenuWidth([])).toBe('calc(0.00em + 3rem)');
  });
});
