import type { APIRoute } from 'astro';
import { toolDetails } from '../lib/search/tool-records.ts';

/** Full titles and descriptions of the tools, which only the search page's result cards show. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(toolDetails()), { headers: { 'Content-Type': 'application/json' } });
