import { ELEMENTS } from './elements.ts';

/*
 * Reads a chemical formula into element counts: "Ca(OH)2", "K4[Fe(CN)6]", "CuSO4·5H2O" (also
 * with * or . for the dot), and a charge at the end: "SO4^2-", "SO4{2-}", "Fe3+", "OH-".
 */

export type Counts = Map<string, number>;
export type ParsedFormula = { ok: true; counts: Counts; charge: number } | { ok: false; message: string };

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const HYDRATE_DOT = /[·•*.]/;

class FormulaError extends Error {}

const add = (into: Counts, from: Counts, times: number) => {
  for (const [symbol, count] of from) into.set(symbol, (into.get(symbol) ?? 0) + count * times);
};

/**
 * Splits a trailing charge off: "SO4^2-", "SO4{2-}" or "SO4 2-" → ["SO4", -2]; "OH-" → ["OH", -1].
 * Digits right before the sign count atoms ("NH4+"), except after a lone element symbol, where
 * they can only be a charge ("Fe3+", "O2-").
 */
function splitCharge(text: string): [string, number] {
  const marked = /(?:\^|\{|\s)(\d*)([+-])\}?$/.exec(text);
  const monatomic = /^([A-Z][a-z]*)(\d+)([+-])$/.exec(text);
  const bare = /([+-])$/.exec(text);
  const sign = (symbol: string | undefined) => (symbol === '+' ? 1 : -1);
  if (marked) return [text.slice(0, marked.index), sign(marked[2]) * (marked[1] ? Number(marked[1]) : 1)];
  if (monatomic) return [monatomic[1] ?? '', sign(monatomic[3]) * Number(monatomic[2])];
  if (bare) return [text.slice(0, bare.index), sign(bare[1])];
  return [text, 0];
}

/** Reads one hydrate part (no dots) from `text` starting at `start`, up to `closer` or the end. */
function readGroup(text: string, start: number, closer?: string): [Counts, number] {
  const counts: Counts = new Map();
  let at = start;
  const number = () => {
    const digits = /^\d+/.exec(text.slice(at))?.[0] ?? '';
    // "B0" or "(OH)0" names nothing: a count is 1 when left out and never 0.
    if (digits !== '' && Number(digits) === 0)
      throw new FormulaError(`The count at position ${String(at + 1)} is 0: leave it out for 1, or write 2 or more.`);
    at += digits.length;
    return digits ? Number(digits) : 1;
  };
  while (at < text.length) {
    const char = text.charAt(at);
    if (closer !== undefined && char === closer) return [counts, at + 1];
    const close = CLOSERS[char];
    if (close !== undefined) {
      const [inner, next] = readGroup(text, at + 1, close);
      if (inner.size === 0) throw new FormulaError(`The brackets at position ${String(at + 1)} are empty.`);
      at = next;
      add(counts, inner, number());
    } else if (/[A-Z]/.test(char)) {
      const symbol = /^[A-Z][a-z]*/.exec(text.slice(at))?.[0] ?? char;
      if (!ELEMENTS.has(symbol)) {
        throw new FormulaError(
          `“${symbol}” is not an element symbol. Symbols start with a capital letter: Co is cobalt, CO is carbon monoxide.`,
        );
      }
      at += symbol.length;
      add(counts, new Map([[symbol, 1]]), number());
    } else if (/[a-z]/.test(char)) {
      throw new FormulaError(
        `“${char}” at position ${String(at + 1)} should be a capital letter: element symbols start with one.`,
      );
    } else if (char === ')' || char === ']' || char === '}') {
      throw new FormulaError(`The “${char}” at position ${String(at + 1)} has no opening bracket.`);
    } else {
      throw new FormulaError(`“${char}” cannot be read in a formula.`);
    }
  }
  if (closer !== undefined) throw new FormulaError(`A bracket is opened but never closed with “${closer}”.`);
  return [counts, at];
}

export function parseFormula(raw: string): ParsedFormula {
  const [body, charge] = splitCharge(raw.trim());
  // Spaces between parts of a formula ("Ca (OH)2") mean nothing.
  const text = body.replace(/\s+/g, '');
  if (text === '') return { ok: false, message: 'Enter a formula, such as H2O or CuSO4·5H2O.' };
  try {
    const counts: Counts = new Map();
    for (const part of text.split(HYDRATE_DOT)) {
      const coefficient = /^\d+/.exec(part)?.[0] ?? '';
      if (coefficient !== '' && Number(coefficient) === 0)
        throw new FormulaError('A hydrate count of 0 names nothing: leave it out for 1, or write 2 or more.');
      if (part.length === coefficient.length)
        throw new FormulaError('Something is missing around the hydrate dot (·).');
      const [group] = readGroup(part, coefficient.length);
      add(counts, group, coefficient ? Number(coefficient) : 1);
    }
    return { ok: true, counts, charge };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The message for a formula field that cannot be read, at that field (none when it can). */
export function formulaProblem(field: string, raw: string): { field: string; message: string }[] {
  const parsed = parseFormula(raw);
  return parsed.ok ? [] : [{ field, message: parsed.message }];
}

/** Element counts of a formula already checked by `formulaProblem` (empty if it cannot be read). */
export function countsOf(raw: string): Counts {
  const parsed = parseFormula(raw);
  return parsed.ok ? parsed.counts : new Map<string, number>();
}
