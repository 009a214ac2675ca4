import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import { CONTENT_DIR, checkContent } from './read-yaml.ts';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/;

/**
 * Reads a Markdown file under content/ whose YAML front matter (between --- lines) is checked
 * against a schema: the one reader of calculator words and Smart Tips articles.
 */
export function readMarkdownContent<Schema extends z.ZodType>(
  relativePath: string,
  schema: Schema,
): { data: z.output<Schema>; body: string } {
  const match = FRONT_MATTER.exec(readFileSync(join(CONTENT_DIR, relativePath), 'utf8'));
  if (!match) throw new Error(`content/${relativePath} needs front matter between --- lines`);
  const raw: unknown = parse(match[1] ?? '');
  return { data: checkContent(relativePath, raw, schema), body: match[2] ?? '' };
}
