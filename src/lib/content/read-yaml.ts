import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';

/** Folder editors work in; paths are resolved from the project root so build, tests and scripts agree. */
export const CONTENT_DIR = join(process.cwd(), 'content');

/** The parsed text of a YAML file under content/, before any check. */
export function readYamlFile(relativePath: string): unknown {
  return parse(readFileSync(join(CONTENT_DIR, relativePath), 'utf8'));
}

/**
 * Checks the parsed content of content/<relativePath> against its schema. A broken file stops the
 * build with a message naming the file and each offending field, so an editor can fix it without
 * reading code.
 */
export function checkContent<Schema extends z.ZodType>(
  relativePath: string,
  raw: unknown,
  schema: Schema,
): z.output<Schema> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(top level)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`content/${relativePath} is not valid:\n${problems}`);
  }
  return result.data;
}

/** Reads a YAML file under content/ and checks it against its schema (see checkContent). */
export function readYamlContent<Schema extends z.ZodType>(relativePath: string, schema: Schema): z.output<Schema> {
  return checkContent(relativePath, readYamlFile(relativePath), schema);
}
