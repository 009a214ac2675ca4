import { describe, expect, it } from 'vitest';
import { matchingPlaces, type WorldPlaces } from '../../../../../src/engine/kinds/location/place-search.ts';

// Most populous first, as /world-places.json lists them.
const list: WorldPlaces = {
  zones: ['America/Sao_Paulo', 'Europe/Paris', 'America/Chicago', 'Europe/Zurich'],
  places: [
    ['São Paulo', 'Brazil', -23.55, -46.64, 0],
    ['Paris', 'France', 48.85, 2.35, 1],
    ['Zürich', 'Switzerland', 47.37, 8.55, 3],
    ['Springfield, MO', 'United States', 37.22, -93.3, 2],
    ['Springfield, IL', 'United States', 39.8, -89.64, 2],
    ['Saint-Denis', 'France', 48.94, 2.36, 1],
  ],
};
const names = (query: string) => matchingPlaces(list, query).map((place) => place.name);

describe('the place search', () => {
  it('finds a city by its name whatever the accents and case, with its country and zone', () => {
    expect(matchingPlaces(list, 'sao paulo')).toEqual([
      { name: 'São Paulo, Brazil', latitude: -23.55, longitude: -46.64, timeZone: 'America/Sao_Paulo' },
    ]);
    expect(names('ZURICH')).toEqual(['Zürich, Switzerland']);
  });

  it('narrows by every word, the country included', () => {
    expect(names('springfield')).toEqual(['Springfield, MO, United States', 'Springfield, IL, United States']);
    expect(names('springfield il')).toEqual(['Springfield, IL, United States']);
    expect(names('france')).toEqual(['Paris, France', 'Saint-Denis, France']);
  });

  it('lists names that start with the search before those that only contain it', () => {
    expect(names('s')).toEqual([
      'São Paulo, Brazil',
      'Springfield, MO, United States',
      'Springfield, IL, United States',
      'Saint-Denis, France',
      'Paris, France',
      'Zürich, Switzerland',
    ]);
    expect(matchingPlaces(list, 's', 2)).toHaveLength(2);
  });

  it('lists nothing for an empty search or one that matches no city', () => {
    expect(names('  ')).toEqual([]);
    expect(names('atlantis')).toEqual([]);
  });
});
