/*
 * Sizes of things worn, from published conversion charts in content/data/.
 *
 * - ring-sizes.ts: ring sizes (US, UK, ISO 8653 / European circumference, Japanese) and reading a
 *   size as people write it.
 * - shoe-sizes.ts: men's, women's and children's shoe sizes (US, UK, EU, Japanese cm).
 */
