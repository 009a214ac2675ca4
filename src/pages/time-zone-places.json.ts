import type { APIRoute } from 'astro';
import { timeZonePlaces } from '../lib/time-zone-places.ts';

/** Zone → its main cities and country, which the time zone menus download when the visitor searches. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(timeZonePlaces()), { headers: { 'Content-Type': 'application/json' } });
