import { describe, expect, it } from 'vitest';
import { queryToState, stateToQuery } from '../../../src/engine/ui/url-state.ts';

const defaults = { values: { weight: '70', height: '175' }, units: { weight: 'kg', height: 'cm' }, currency: 'USD' };
const anyUnit = () => true;

describe('URL state', () => {
  it('writes only what differs from the defaults, with the schema version', () => {
    expect(stateToQuery(defaults, defaults)).toBe('');
    const state = {
      ...defaults,
      values: { ...defaults.values, weight: '80' },
      units: { ...defaults.units, weight: 'lb' },
    };
    expect(stateToQuery(state, defaults)).toBe('?weight=80&weight.unit=lb&v=1');
  });

  it('round-trips a state through the query string', () => {
    const state = {
      values: { weight: '1 3/4', height: '5 ft 7 in' },
      units: { weight: 'lb', height: 'in' },
      currency: 'EUR',
    };
    const back = queryToState(stateToQuery(state, defaults), defaults, anyUnit);
    expect(back).toEqual({ state, ignored: [], present: true });
  });

  it('drops unknown keys, disallowed units and other versions, and says so', () => {
    const result = queryToState('?weight=90&shoe=9&height.unit=parsec&v=1', defaults, (_k, unit) => unit !== 'parsec');
    expect(result.state.values.weight).toBe('90');
    expect(result.state.units.height).toBe('cm');
    expect(result.ignored).toEqual(['shoe', 'height.unit']);
    expect(queryToState('?weight=90&v=9', defaults, anyUnit)).toMatchObject({ state: defaults, ignored: ['weight'] });
  });

  it('keeps hostile text as text (it is rendered as a value, never as markup)', () => {
    const result = queryToState('?weight=%3Cscript%3Ealert(1)%3C%2Fscript%3E&v=1', defaults, anyUnit);
    expect(result.state.values.weight).toBe('<script>alert(1)</script>');
  });
});
