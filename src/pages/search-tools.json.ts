import type { APIRoute } from 'astro';
import { toolRecords } from '../lib/search/tool-records.ts';

/** The small list of tools the search page matches instantly, before full-text search loads. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(toolRecords()), { headers: { 'Content-Type': 'application/json' } });
