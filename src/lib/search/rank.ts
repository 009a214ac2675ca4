import { typoAllowance, withinEdits } from './edit-distance.ts';
import { normalizeText, wordsOf } from './normalize.ts';
import type { ToolRecord } from './tool-index.ts';

/**
 * How strongly a tool matches, strongest first. A keyword counts like the name when the whole
 * query is that keyword or its beginning ("kg to lb", "bmi"); word by word, the name's own
 * words outrank keywords, which outrank typos, section names and, last, the title's subtitle.
 * Descriptions are not matched here: the full-text search below the tools finds their words.
 */
const Strength = {
  None: 0,
  Subtitle: 1,
  Section: 2,
  KeywordTypo: 3,
  NameTypo: 4,
  KeywordWord: 5,
  NameWord: 6,
  NamePrefix: 7,
  NameExact: 8,
} as const;
type Strength = (typeof Strength)[keyof typeof Strength];

/**
 * Words that carry no meaning on their own in a search ("how much concrete", "convert kg to lb",
 * "mortgage calculator"): a tool need not contain them, but they still count where it does.
 */
const FILLER_WORDS = new Set(
  'a an and the of to for in on per into from with by how much many what is are my i do does can calculate calculator calculators calc converter convert conversion tool online free'.split(
    ' ',
  ),
);

/** A tool's text, normalised once for every query. */
interface PreparedTool {
  tool: ToolRecord;
  name: string;
  nameWords: string[];
  /** The name and each keyword, as words. */
  phrases: string[][];
  /** The slug's words: a query that is exactly the slug ("pregnancy due date") means this tool. */
  slugWords: string[];
  keywordWords: string[];
  sectionWords: string[];
  titleWords: string[];
  /** The fields the whole query may be any part of (the specification's substring match). */
  substringFields: string[];
}

function prepare(tool: ToolRecord): PreparedTool {
  const name = normalizeText(tool.name);
  const keywords = tool.keywords.map(normalizeText);
  const slug = normalizeText(tool.slug);
  const sectionText = normalizeText(`${tool.category} ${tool.categoryName} ${tool.section} ${tool.sectionName}`);
  const title = normalizeText(tool.title ?? '');
  return {
    tool,
    name,
    nameWords: wordsOf(name),
    phrases: [name, ...keywords].map(wordsOf),
    slugWords: wordsOf(slug),
    keywordWords: [...keywords, slug].flatMap(wordsOf),
    sectionWords: wordsOf(sectionText),
    titleWords: wordsOf(title),
    substringFields: [name, slug, ...keywords, title, sectionText],
  };
}

/** The prepared tools, and every distinct word of their names, keywords and slugs. */
interface PreparedCatalogue {
  tools: PreparedTool[];
  vocabulary: string[];
}

const prepared = new WeakMap<readonly ToolRecord[], PreparedCatalogue>();

function prepareAll(records: readonly ToolRecord[]): PreparedCatalogue {
  let catalogue = prepared.get(records);
  if (!catalogue) {
    const tools = records.map(prepare);
    const vocabulary = [...new Set(tools.flatMap((tool) => [...tool.nameWords, ...tool.keywordWords]))];
    catalogue = { tools, vocabulary };
    prepared.set(records, catalogue);
  }
  return catalogue;
}

/**
 * The words of the catalogue a typed word may be a misspelling of, found once per query rather
 * than once per tool. Two mistakes are allowed only against whole words: against every beginning
 * of a word they would let "concrete" match "convert".
 */
function misspeltWords(typed: string, vocabulary: readonly string[]): ReadonlySet<string> {
  const allowance = typoAllowance(typed);
  if (allowance === 0) return new Set();
  // A long word may still be being typed, so it may also be the misspelt start of a word.
  const asPrefix = typed.length >= 5 && allowance === 1;
  return new Set(vocabulary.filter((word) => withinEdits(typed, word, allowance, asPrefix)));
}

/** The same word, or its plural ("loan", "loans"). */
function sameWord(typed: string, word: string): boolean {
  return typed === word || typed === `${word}s` || word === `${typed}s`;
}

function startsAWord(typed: string, words: readonly string[]): boolean {
  return words.some((word) => word.startsWith(typed) || sameWord(typed, word));
}

function wordStrength(typed: string, misspelt: ReadonlySet<string>, tool: PreparedTool): Strength {
  if (tool.nameWords.some((word) => sameWord(typed, word))) return Strength.NameWord;
  if (startsAWord(typed, tool.nameWords) || startsAWord(typed, tool.keywordWords)) return Strength.KeywordWord;
  if (tool.nameWords.some((word) => misspelt.has(word))) return Strength.NameTypo;
  if (tool.keywordWords.some((word) => misspelt.has(word))) return Strength.KeywordTypo;
  if (startsAWord(typed, tool.sectionWords)) return Strength.Section;
  if (startsAWord(typed, tool.titleWords)) return Strength.Subtitle;
  return Strength.None;
}

/**
 * The query without the filler words around it, so "convert kg to lb" and "how much concrete"
 * meet the keywords "kg to lb" and "concrete"; filler inside a phrase ("kg to lb") stays.
 */
function phraseCore(words: readonly string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && FILLER_WORDS.has(words[start] ?? '')) start += 1;
  while (end > start && FILLER_WORDS.has(words[end - 1] ?? '')) end -= 1;
  return words.slice(start, end);
}

/** Whether `phrase` says the same as `typed`, word by word, plurals aside. */
function samePhrase(typed: readonly string[], phrase: readonly string[]): boolean {
  return typed.length === phrase.length && typed.every((word, i) => sameWord(word, phrase[i] ?? ''));
}

/** Whether `phrase` begins with `typed`, whose last word may be unfinished. */
function phraseStartsWith(phrase: readonly string[], typed: readonly string[]): boolean {
  if (typed.length > phrase.length) return false;
  const last = typed.length - 1;
  return typed.every((word, i) =>
    i === last
      ? (phrase[i] ?? '').startsWith(word) || sameWord(word, phrase[i] ?? '')
      : sameWord(word, phrase[i] ?? ''),
  );
}

function phraseStrength(phrases: readonly string[][], query: string, tool: PreparedTool): Strength {
  if (phrases.some((typed) => [...tool.phrases, tool.slugWords].some((phrase) => samePhrase(typed, phrase)))) {
    return Strength.NameExact;
  }
  if (phrases.some((typed) => tool.phrases.some((phrase) => phraseStartsWith(phrase, typed)))) {
    return Strength.NamePrefix;
  }
  return tool.substringFields.some((field) => field.includes(query)) ? Strength.Section : Strength.None;
}

interface Scored {
  tool: ToolRecord;
  strength: Strength;
  /** Breaks ties within a strength: how well every word, fillers included, matched. */
  wordTotal: number;
  /** Then whether the name begins with what the query begins with: "Fraction Calculator" for "fraktion". */
  leads: boolean;
}

/** One word of the query, with the catalogue words it may be a misspelling of. */
interface QueryWord {
  text: string;
  misspelt: ReadonlySet<string>;
  required: boolean;
}

function queryWords(words: readonly string[], vocabulary: readonly string[]): QueryWord[] {
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word));
  return words.map((text) => ({
    text,
    misspelt: misspeltWords(text, vocabulary),
    // A query of filler words alone ("calculator") must still match on them.
    required: meaningful.length === 0 || !FILLER_WORDS.has(text),
  }));
}

function leadsWith(word: QueryWord | undefined, tool: PreparedTool): boolean {
  const first = tool.nameWords[0] ?? '';
  return word !== undefined && (first.startsWith(word.text) || sameWord(word.text, first) || word.misspelt.has(first));
}

function score(query: string, phrases: readonly string[][], words: readonly QueryWord[], tool: PreparedTool): Scored {
  const strengths = words.map((word) => wordStrength(word.text, word.misspelt, tool));
  const required = strengths.filter((_, i) => words[i]?.required);
  return {
    tool: tool.tool,
    strength: Math.max(
      phraseStrength(phrases, query, tool),
      required.length > 0 ? Math.min(...required) : 0,
    ) as Strength,
    wordTotal: strengths.reduce<number>((sum, strength) => sum + strength, 0),
    leads: leadsWith(
      words.find((word) => word.required),
      tool,
    ),
  };
}

/**
 * The tools matching a query, best first: an exact or starting match of the name or a keyword,
 * then every word in the name, then in keywords or the slug, then with typos, then the section
 * and, when the titles are loaded, the title's subtitle. Name order breaks ties.
 * A blank query matches nothing.
 */
export function rankTools(tools: readonly ToolRecord[], query: string, limit = Infinity): ToolRecord[] {
  const normalized = normalizeText(query);
  if (normalized === '') return [];
  const catalogue = prepareAll(tools);
  const typed = wordsOf(normalized);
  const core = phraseCore(typed);
  const phrases = core.length === 0 || core.length === typed.length ? [typed] : [typed, core];
  const words = queryWords(typed, catalogue.vocabulary);
  return catalogue.tools
    .map((tool) => score(normalized, phrases, words, tool))
    .filter((scored) => scored.strength > Strength.None)
    .sort(
      (a, b) =>
        b.strength - a.strength ||
        b.wordTotal - a.wordTotal ||
        Number(b.leads) - Number(a.leads) ||
        a.tool.name.localeCompare(b.tool.name, 'en'),
    )
    .slice(0, limit)
    .map((scored) => scored.tool);
}
