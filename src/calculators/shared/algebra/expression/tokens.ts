/*
 * The tokens of a calculator expression: numbers, names (functions and constants), operators
 * and brackets. Typographic signs (×, ÷, −, π, √, ²) read as their keyboard equivalents.
 */

export class ExpressionError extends Error {}

export type Token =
  { kind: 'number'; value: number; text: string } | { kind: 'name'; text: string } | { kind: 'symbol'; text: string };

const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const NAME = /^[a-zA-Z]+/;
const SYMBOLS = new Set(['+', '-', '*', '/', '^', '(', ')', '!', '%', '√', '²', '³']);
/** Signs people paste or type from a phone keyboard, and what they mean here. */
const ALIASES: Readonly<Record<string, string>> = {
  '×': '*',
  '·': '*',
  '÷': '/',
  '−': '-',
  '–': '-',
  '[': '(',
  ']': ')',
};

export function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let rest = expression;
  while (rest.length > 0) {
    const character = rest.charAt(0);
    const number = NUMBER.exec(rest)?.[0];
    const name = NAME.exec(rest)?.[0];
    if (/\s/.test(character)) {
      rest = rest.slice(1);
    } else if (number !== undefined) {
      tokens.push({ kind: 'number', value: Number(number), text: number });
      rest = rest.slice(number.length);
    } else if (name !== undefined) {
      tokens.push({ kind: 'name', text: name.toLowerCase() });
      rest = rest.slice(name.length);
    } else if (character === 'π') {
      tokens.push({ kind: 'name', text: 'pi' });
      rest = rest.slice(1);
    } else if (SYMBOLS.has(character) || character in ALIASES) {
      tokens.push({ kind: 'symbol', text: ALIASES[character] ?? character });
      rest = rest.slice(1);
    } else {
      throw new ExpressionError(`“${character}” cannot be used in an expression.`);
    }
  }
  return tokens;
}
