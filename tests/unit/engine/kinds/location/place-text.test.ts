import { describe, expect, it } from 'vitest';
import { placeText, readPlace } from '../../../../../src/engine/kinds/location/place-text.ts';

describe('a place written as text', () => {
  it('reads bare coordinates as a place in UTC, whose zone the calculator asks for', () => {
    expect(readPlace('51.5074, -0.1278')).toEqual({
      name: '51.5074, -0.1278',
      latitude: 51.5074,
      longitude: -0.1278,
      timeZone: 'UTC',
    });
    expect(readPlace(' -33.87 151.21 ')).toMatchObject({ latitude: -33.87, longitude: 151.21 });
  });

  it('reads a named place with its coordinates and zone, as the search writes it', () => {
    const kyiv = { name: 'Kyiv, Ukraine', latitude: 50.45, longitude: 30.52, timeZone: 'Europe/Kyiv' };
    expect(placeText(kyiv)).toBe('Kyiv, Ukraine (50.45, 30.52; Europe/Kyiv)');
    expect(readPlace(placeText(kyiv))).toEqual(kyiv);
    expect(readPlace('Springfield, IL, United States (39.8, -89.64; America/Chicago)')).toMatchObject({
      name: 'Springfield, IL, United States',
      timeZone: 'America/Chicago',
    });
  });

  it('refuses coordinates off the globe, an unknown zone, and anything else', () => {
    expect(readPlace('91, 0')).toBeUndefined();
    expect(readPlace('0, 181')).toBeUndefined();
    expect(readPlace('Atlantis (10, 10; Ocean/Atlantis)')).toBeUndefined();
    expect(readPlace('Kyiv (50.45; Europe/Kyiv)')).toBeUndefined();
    expect(readPlace('london')).toBeUndefined();
    expect(readPlace('')).toBeUndefined();
  });
});
