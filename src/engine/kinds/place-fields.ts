/*
 * The fields few forms have, with their search code: a time zone (a handful of time calculators)
 * and a place (sunrise and sunset). One chunk, loaded only by pages that show one of them
 * (see src/engine/ui/lazy-parts.tsx).
 */
export { LocationField } from './location/LocationField.tsx';
export { TimeZoneField } from './timezone/TimeZoneField.tsx';
