/*
 * The search page with a query in its address ("/search/?q=loan", where the header search
 * lands): the tool matches start loading as soon as the page is painted, alongside the search
 * island's framework code rather than after it.
 */
const query = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
if (query !== '') void import('../lib/search/tool-cards.ts').then(({ toolCards }) => toolCards(query));
