import type { Node } from './syntax.ts';

/*
 * An expression tree written back with every operator and the brackets that show how it was
 * read: "2π" as "2 × π", "-2^2" as "-(2^2)", so a visitor can check the precedence used.
 */

const OPERATOR_TEXT = { '+': ' + ', '-': ' − ', '*': ' × ', '/': ' ÷ ', '^': '^' } as const;

/** How tightly each node binds; a child that binds more loosely than its place needs brackets. */
function binding(node: Node): number {
  if (node.kind === 'binary') return { '+': 1, '-': 1, '*': 2, '/': 2, '^': 4 }[node.operator];
  if (node.kind === 'negate') return 3;
  return 5;
}

const inBrackets = (node: Node, needed: number) => (binding(node) < needed ? `(${written(node)})` : written(node));

export function written(node: Node): string {
  switch (node.kind) {
    case 'number':
      return node.text;
    case 'constant':
      return node.name;
    case 'negate':
      // A power under a minus is bracketed to show that the power comes first.
      return `-${inBrackets(node.operand, 5)}`;
    case 'postfix':
      return `${inBrackets(node.operand, 5)}${node.operator}`;
    case 'call':
      return `${node.name === 'sqrt' ? '√' : node.name}(${written(node.argument)})`;
    case 'binary': {
      const level = binding(node);
      // ^ groups to the right; the others group to the left.
      const [leftNeeds, rightNeeds] = node.operator === '^' ? [5, 3] : [level, level + 1];
      return `${inBrackets(node.left, leftNeeds)}${OPERATOR_TEXT[node.operator]}${inBrackets(node.right, rightNeeds)}`;
    }
  }
}
