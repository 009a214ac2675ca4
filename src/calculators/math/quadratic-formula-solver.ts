import { checkAll, defineCalculator, number, out } from '../../engine/index.ts';
import { coefficientSizes } from '../shared/algebra/bounds.ts';
import { exactRoots, quadraticRoots, type QuadraticRoots } from '../shared/algebra/quadratic.ts';
import { complex, decimal, numberTerm, operand, termsText } from '../shared/algebra/show.ts';

const coefficient = (label: string, fallback: number, help?: string) =>
  number({ label, default: fallback, ...(help ? { help } : {}) });

/** "2x² − 3x + 1 = 0", leaving out zero terms and writing 1x as x. */
const equationText = (a: number, b: number, c: number) =>
  `${termsText([numberTerm(a, 'x²'), numberTerm(b, 'x'), numberTerm(c)])} = 0`;

function rootsText(roots: QuadraticRoots): string {
  if (roots.kind === 'complex') return `x = ${complex(roots.real, roots.imaginary).replace(/ [+−] /, ' ± ')}`;
  return roots.plus === roots.minus
    ? `x = ${decimal(roots.plus)} (a double root)`
    : `x₁ = ${decimal(roots.plus)}, x₂ = ${decimal(roots.minus)}`;
}

function natureText(discriminant: number): string {
  if (discriminant > 0) return 'Two different real roots (D > 0)';
  if (discriminant === 0) return 'One repeated real root (D = 0)';
  return 'Two complex conjugate roots (D < 0): the parabola does not cross the x-axis';
}

/** The linear case a = 0: bx + c = 0. */
function linear(b: number, c: number) {
  const note = 'With a = 0 there is no x² term, so this is a linear equation, not a quadratic one.';
  const roots =
    b !== 0 ? `x = ${decimal(-c / b)}` : c === 0 ? 'Every x is a solution (0 = 0)' : `No solution (${decimal(c)} ≠ 0)`;
  const working =
    b !== 0
      ? `${note} Solve bx + c = 0: x = −c ÷ b = ${operand(-c)} ÷ ${operand(b)} = ${decimal(-c / b)}.`
      : `${note} With b = 0 as well, no x is left: the equation says ${decimal(c)} = 0, which is ${c === 0 ? 'true for every x' : 'never true'}.`;
  const notApplicable = 'None: with a = 0 the graph is a straight line';
  return {
    roots,
    exact: roots,
    nature: 'Linear equation (a = 0)',
    discriminant: 'Not used: with a = 0 the equation is linear',
    vertex: notApplicable,
    axis: notApplicable,
    steps: working,
  };
}

function quadratic(a: number, b: number, c: number) {
  const discriminant = b * b - 4 * a * c;
  const roots = quadraticRoots(a, b, c);
  const vertexX = -b / (2 * a);
  const vertexY = c - (b * b) / (4 * a);
  const size = Math.sqrt(Math.abs(discriminant));
  // A negative discriminant has the imaginary square root i√|D|.
  const rootD = discriminant < 0 ? complex(0, size) : decimal(size);
  const steps = [
    `For ${equationText(a, b, c)}: a = ${decimal(a)}, b = ${decimal(b)}, c = ${decimal(c)}.`,
    `The discriminant D = b² − 4ac = ${operand(b)}² − 4 × ${operand(a)} × ${operand(c)} = ${decimal(discriminant)}.`,
    `${natureText(discriminant)}.`,
    `√D = ${discriminant < 0 ? `√(${decimal(discriminant)})` : `√${decimal(discriminant)}`} = ${rootD}, so x = (−b ± √D) / 2a = (${decimal(-b)} ± ${rootD}) / ${operand(2 * a)}, which gives ${rootsText(roots)}.`,
    `The vertex is at x = −b / 2a = ${decimal(vertexX)}, y = c − b² / 4a = ${decimal(vertexY)}; the parabola opens ${a > 0 ? 'upwards (a minimum)' : 'downwards (a maximum)'}.`,
  ];
  return {
    roots: rootsText(roots),
    exact: exactRoots(a, b, c) ?? 'Shown for whole-number a, b and c',
    nature: natureText(discriminant),
    discriminant: decimal(discriminant),
    vertex: `(${decimal(vertexX)}, ${decimal(vertexY)})`,
    axis: `x = ${decimal(vertexX)}`,
    steps: steps.join(' '),
  };
}

export default defineCalculator({
  inputs: {
    a: coefficient('a (coefficient of x²)', 1, 'For ax² + bx + c = 0. With a = 0 the equation is linear.'),
    b: coefficient('b (coefficient of x)', -3),
    c: coefficient('c (constant term)', -10),
  },
  outputs: {
    roots: out.text({ label: 'Roots', primary: true }),
    exact: out.text({ label: 'Exact roots' }),
    nature: out.text({ label: 'Kind of roots' }),
    discriminant: out.text({ label: 'Discriminant D = b² − 4ac' }),
    vertex: out.text({ label: 'Vertex (x, y)' }),
    axis: out.text({ label: 'Axis of symmetry' }),
    steps: out.text({ label: 'Steps' }),
  },
  validate: ({ a, b, c }) => checkAll(coefficientSizes({ a, b, c })),
  compute: ({ a, b, c }) => (a === 0 ? linear(b, c) : quadratic(a, b, c)),
});
