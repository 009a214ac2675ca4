import type { APIRoute } from 'astro';
import { toolTitles } from '../lib/search/tool-records.ts';

/** Full titles and aliases of the tools, which only the search page ranks by and shows. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(toolTitles()), { headers: { 'Content-Type': 'application/json' } });
