import type { APIRoute, GetStaticPaths } from 'astro';
import { toolCategories, toolDescriptions } from '../../lib/search/tool-records.ts';

/** One hub's tool descriptions, which the search page's cards show for the tools it finds there. */
export const getStaticPaths = (() =>
  toolCategories().map((category) => ({ params: { category } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(toolDescriptions(params.category ?? '')), {
    headers: { 'Content-Type': 'application/json' },
  });
