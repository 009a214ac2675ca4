import type { APIRoute } from 'astro';
import { worldPlaces } from '../lib/world-places.ts';

/** The cities the place fields search, downloaded when the visitor first searches. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(worldPlaces()), { headers: { 'Content-Type': 'application/json' } });
