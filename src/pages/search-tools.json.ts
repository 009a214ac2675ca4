import type { APIRoute } from 'astro';
import { toolIndex } from '../lib/search/tool-records.ts';

/** The small index of tools that suggestions and the search page rank as the visitor types. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(toolIndex()), { headers: { 'Content-Type': 'application/json' } });
