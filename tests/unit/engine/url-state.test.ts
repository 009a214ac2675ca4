import { describe, expect, it } from 'vitest';
import { completeQuery, queryToState, stateToQuery } from '../../../src/engine/ui/url-state.ts';

const metric = { values: { weight: '70', height: '175' }, units: { weight: 'kg', height: 'cm' }, currency: 'USD' };
const imperial = {
  values: { weight: '154.3', height: '5 ft 9 in' },
  units: { weight: 'lb', height: 'in' },
  currency: 'USD',
};
const anyUnit = () => true;

describe('URL state', () => {
  it('leaves the address bare at the defaults, and otherwise writes every field, unit and the version', () => {
    expect(stateToQuery(metric, metric, false)).toBe('');
    const state = { ...metric, values: { ...metric.values, weight: '80' } };
    expect(stateToQuery(state, metric, false)).toBe('?weight=80&height=175&weight.unit=kg&height.unit=cm&v=2');
    expect(stateToQuery(state, metric, true)).toBe(
      '?weight=80&height=175&weight.unit=kg&height.unit=cm&currency=USD&v=2',
    );
  });

  it('gives a complete link even for the defaults, for the share box', () => {
    expect(completeQuery(metric, false)).toBe('?weight=70&height=175&weight.unit=kg&height.unit=cm&v=2');
  });

  it('shows a metric sender’s 80 kg as 80 kg to an opener who prefers pounds', () => {
    const sent = stateToQuery({ ...metric, values: { ...metric.values, weight: '80' } }, metric, false);
    const opened = queryToState(sent, imperial, anyUnit);
    expect(opened.state.values).toEqual({ weight: '80', height: '175' });
    expect(opened.state.units).toEqual({ weight: 'kg', height: 'cm' });
  });

  it('reads an old link, which left out what equalled its sender’s defaults, against the metric defaults', () => {
    const opened = queryToState('?weight=80&v=1', imperial, anyUnit, metric);
    expect(opened.state).toEqual({ ...metric, values: { weight: '80', height: '175' } });
  });

  it('round-trips a state through the query string', () => {
    const state = {
      values: { weight: '1 3/4', height: '5 ft 7 in' },
      units: { weight: 'lb', height: 'in' },
      currency: 'EUR',
    };
    const back = queryToState(stateToQuery(state, metric, true), metric, anyUnit);
    expect(back).toEqual({ state, ignored: [], present: true });
  });

  it('drops unknown keys, disallowed units and other versions, and says so', () => {
    const result = queryToState('?weight=90&shoe=9&height.unit=parsec&v=2', metric, (_k, unit) => unit !== 'parsec');
    expect(result.state.values.weight).toBe('90');
    expect(result.state.units.height).toBe('cm');
    expect(result.ignored).toEqual(['shoe', 'height.unit']);
    expect(queryToState('?weight=90&v=9', metric, anyUnit)).toMatchObject({ state: metric, ignored: ['weight'] });
  });

  it('keeps hostile text as text (it is rendered as a value, never as markup)', () => {
    const result = queryToState('?weight=%3Cscript%3Ealert(1)%3C%2Fscript%3E&v=2', metric, anyUnit);
    expect(result.state.values.weight).toBe('<script>alert(1)</script>');
  });
});
