import type { APIRoute, GetStaticPaths } from 'astro';
import { getRecipeCatalogue } from '../../lib/recipes/catalogue.ts';
import { flagSvg } from '../../lib/recipes/flags.ts';

/** /flags/{code}.svg for each cuisine's country, written into dist/ at build time. */
export const getStaticPaths = (() => {
  const codes = new Set(getRecipeCatalogue().cuisines.map((cuisine) => cuisine.countryCode.toLowerCase()));
  return [...codes].map((code) => ({ params: { code } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(flagSvg(params['code'] ?? ''), { headers: { 'Content-Type': 'image/svg+xml' } });
