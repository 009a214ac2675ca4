// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRememberedFields, saveRememberedFields } from '../../../src/engine/ui/remembered-fields.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('remembered fields', () => {
  it('keeps the named fields of one calculator and reads them back', () => {
    saveRememberedFields('world-clock', ['city1', 'city2'], { city1: 'Asia/Tokyo', city2: 'Europe/Oslo', now: 'x' });
    expect(readRememberedFields('world-clock', ['city1', 'city2'])).toEqual({
      city1: 'Asia/Tokyo',
      city2: 'Europe/Oslo',
    });
    expect(readRememberedFields('other-calculator', ['city1'])).toEqual({});
  });

  it('reads only fields the calculator still asks for, and only text values', () => {
    localStorage.setItem('calc-fields:world-clock', JSON.stringify({ city1: 'Asia/Tokyo', city9: 'x', city2: 5 }));
    expect(readRememberedFields('world-clock', ['city1', 'city2'])).toEqual({ city1: 'Asia/Tokyo' });
  });

  it('forgets everything when saved empty (Reset)', () => {
    saveRememberedFields('world-clock', ['city1'], { city1: 'Asia/Tokyo' });
    saveRememberedFields('world-clock', ['city1'], {});
    expect(readRememberedFields('world-clock', ['city1'])).toEqual({});
  });

  it('survives broken or blocked storage', () => {
    localStorage.setItem('calc-fields:world-clock', '{not json');
    expect(readRememberedFields('world-clock', ['city1'])).toEqual({});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => {
      saveRememberedFields('world-clock', ['city1'], { city1: 'Asia/Tokyo' });
    }).not.toThrow();
  });
});
