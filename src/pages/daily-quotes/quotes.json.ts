import type { APIRoute } from 'astro';
import { publishedQuotes } from '../../lib/quotes/quotes.ts';

/** Every quote in file order; the daily card fetches it when the visitor's day is not the build day. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(publishedQuotes()), { headers: { 'Content-Type': 'application/json' } });
