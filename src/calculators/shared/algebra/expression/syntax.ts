import { ExpressionError, tokenize, type Token } from './tokens.ts';

/*
 * A recursive-descent parser for calculator expressions, from the loosest binding to the
 * tightest:
 *
 *   sum      = product (("+" | "-") product)*
 *   product  = signed (("*" | "/") signed | implicit signed)*    2π, 3(4 + 1), 2 sin 30
 *   signed   = ("-" | "+") signed | power                          −2^2 = −(2^2) = −4
 *   power    = postfix ("^" signed)?                               right-associative: 2^3^2 = 2^9
 *   postfix  = atom ("!" | "%" | "²" | "³")*
 *   atom     = number | constant | function atom | "√" atom | "(" sum ")"
 *
 * Implicit multiplication binds like ×, so 1/2π is (1/2)·π, as on most scientific calculators.
 */

export const FUNCTIONS = [
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'ln',
  'log',
  'sqrt',
  'abs',
  'exp',
] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

/** Other spellings people type for the same functions. */
const FUNCTION_ALIASES: Readonly<Record<string, FunctionName>> = { arcsin: 'asin', arccos: 'acos', arctan: 'atan' };
const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

export type Node =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'constant'; name: string; value: number }
  | { kind: 'negate'; operand: Node }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/' | '^'; left: Node; right: Node }
  | { kind: 'postfix'; operator: '!' | '%'; operand: Node }
  | { kind: 'call'; name: FunctionName; argument: Node };

const isFunction = (name: string): name is FunctionName => (FUNCTIONS as readonly string[]).includes(name);

class Parser {
  private position = 0;
  private readonly tokens: readonly Token[];

  constructor(tokens: readonly Token[]) {
    this.tokens = tokens;
  }

  parse(): Node {
    if (this.tokens.length === 0) throw new ExpressionError('Type an expression, such as 2 + 3 × 4.');
    const tree = this.sum();
    const extra = this.peek();
    if (extra) {
      throw new ExpressionError(
        extra.text === ')' ? 'There is a “)” without a matching “(”.' : `Missing operator before “${extra.text}”.`,
      );
    }
    return tree;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private take(symbol: string): boolean {
    const next = this.peek();
    if (next?.kind !== 'symbol' || next.text !== symbol) return false;
    this.position += 1;
    return true;
  }

  private sum(): Node {
    let left = this.product();
    for (;;) {
      const operator = this.take('+') ? '+' : this.take('-') ? '-' : undefined;
      if (!operator) return left;
      left = { kind: 'binary', operator, left, right: this.product() };
    }
  }

  /** Whether the next token starts a factor written right after another, as in 2π or 3(4 + 1). */
  private startsImplicitFactor(): boolean {
    const next = this.peek();
    return next?.kind === 'name' || (next?.kind === 'symbol' && (next.text === '(' || next.text === '√'));
  }

  private product(): Node {
    let left = this.signed();
    for (;;) {
      const operator = this.take('*') ? '*' : this.take('/') ? '/' : this.startsImplicitFactor() ? '*' : undefined;
      if (!operator) return left;
      left = { kind: 'binary', operator, left, right: this.signed() };
    }
  }

  private signed(): Node {
    if (this.take('-')) return { kind: 'negate', operand: this.signed() };
    if (this.take('+')) return this.signed();
    return this.power();
  }

  private power(): Node {
    const base = this.postfix();
    return this.take('^') ? { kind: 'binary', operator: '^', left: base, right: this.signed() } : base;
  }

  private postfix(): Node {
    let operand = this.atom();
    for (;;) {
      if (this.take('!')) operand = { kind: 'postfix', operator: '!', operand };
      else if (this.take('%')) operand = { kind: 'postfix', operator: '%', operand };
      else if (this.take('²')) operand = { kind: 'binary', operator: '^', left: operand, right: literal(2) };
      else if (this.take('³')) operand = { kind: 'binary', operator: '^', left: operand, right: literal(3) };
      else return operand;
    }
  }

  private atom(): Node {
    const token = this.peek();
    if (!token)
      throw new ExpressionError(
        this.position === 0 ? 'Type an expression.' : 'The expression ends too early: a number is missing at the end.',
      );
    this.position += 1;
    if (token.kind === 'number') return { kind: 'number', value: token.value, text: token.text };
    if (token.kind === 'name') {
      const constant = CONSTANTS[token.text];
      if (constant !== undefined)
        return { kind: 'constant', name: token.text === 'pi' ? 'π' : token.text, value: constant };
      const name = FUNCTION_ALIASES[token.text] ?? token.text;
      if (isFunction(name)) return { kind: 'call', name, argument: this.argument(name) };
      throw new ExpressionError(`“${token.text}” is not a function or constant this calculator knows.`);
    }
    if (token.text === '(') {
      const inside = this.sum();
      if (!this.take(')')) throw new ExpressionError('Missing closing parenthesis.');
      return inside;
    }
    if (token.text === '√') return { kind: 'call', name: 'sqrt', argument: this.argument('√') };
    throw new ExpressionError(`“${token.text}” cannot stand here: a number is missing before it.`);
  }

  /** A function's argument: a bracket, a number or another call, with an optional minus (sin -30). */
  private argument(name: string): Node {
    if (!this.peek()) throw new ExpressionError(`${name} needs a number after it, like ${name}(30).`);
    if (this.take('-')) return { kind: 'negate', operand: this.argument(name) };
    return this.postfix();
  }
}

const literal = (power: number): Node => ({ kind: 'number', value: power, text: String(power) });

/** The expression's tree, or an ExpressionError saying what is wrong with it. */
export function parseExpression(expression: string): Node {
  return new Parser(tokenize(expression)).parse();
}
