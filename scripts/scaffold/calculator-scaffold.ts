import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { hubSchema } from '../../src/lib/content/schemas.ts';
import { logicTemplate, wordsTemplate, type ListedTool } from './calculator-templates.ts';

const TARGET = /^([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The hub entry of `<category>/<slug>`, or an error saying why there is none. */
function listedTool(root: string, target: string): ListedTool {
  const match = TARGET.exec(target);
  if (!match) throw new Error(`Give the calculator as <category>/<slug>, e.g. construction/concrete-slab-volume`);
  const [, category = '', slug = ''] = match;
  const hubFile = `content/hubs/${category}.yaml`;
  if (!existsSync(join(root, hubFile))) throw new Error(`There is no hub ${hubFile}, so "${category}" is no category`);
  const hub = hubSchema.parse(parse(readFileSync(join(root, hubFile), 'utf8')));
  for (const section of hub.sections) {
    const item = section.items.find((candidate) => candidate.slug === slug);
    if (item) {
      const { name, description } = item;
      return { category, slug, name, description, hubTitle: hub.title, sectionTitle: section.title };
    }
  }
  throw new Error(`"${slug}" is not listed in ${hubFile}: add it to a section's items first`);
}

/**
 * Writes the logic and words files of a calculator the hub lists, under the project at `root`.
 * Refuses a slug no hub lists and never overwrites a file. Returns the paths written.
 */
export async function scaffoldCalculator(root: string, target: string): Promise<string[]> {
  const tool = listedTool(root, target);
  const files = [
    { path: `src/calculators/${tool.category}/${tool.slug}.ts`, text: logicTemplate(tool) },
    { path: `content/calculators/${tool.category}/${tool.slug}.md`, text: wordsTemplate(tool) },
  ];
  const existing = files.filter((file) => existsSync(join(root, file.path)));
  if (existing.length > 0) {
    const names = existing.map((file) => file.path).join(' and ');
    throw new Error(`${names} already ${existing.length > 1 ? 'exist' : 'exists'}; nothing was written`);
  }
  for (const file of files) {
    const path = join(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    // Formatted as the project formats, so the new files pass the lint before anyone edits them.
    const options = await resolveConfig(path);
    writeFileSync(path, await format(file.text, { ...options, filepath: path }));
  }
  return files.map((file) => file.path);
}
