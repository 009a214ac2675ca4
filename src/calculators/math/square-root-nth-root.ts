import { checkAll, defineCalculator, integer, number, out, type FieldError } from '../../engine/index.ts';
import { coefficientSizes } from '../shared/algebra/bounds.ts';
import { radicalText, rootSign, simplifiable, simplifyRadical } from '../shared/algebra/radicals.ts';
import { decimal, powerBase } from '../shared/algebra/show.ts';

const ORDINALS: Record<number, string> = { 2: 'square', 3: 'cube', 4: 'fourth', 5: 'fifth' };
const rootName = (index: number) => `${ORDINALS[index] ?? `${index}th`} root`;
const powerName = (index: number) => (index === 2 ? 'square' : index === 3 ? 'cube' : `${index}th power`);
const exponentText = (index: number) => (index === 2 ? '²' : index === 3 ? '³' : `^${index}`);

/** The real n-th root, exact for perfect powers (Math.pow(64, 1/3) alone gives 3.9999999999999996). */
function realRoot(radicand: number, index: number): number {
  const size = Math.abs(radicand);
  const estimate = index === 2 ? Math.sqrt(size) : index === 3 ? Math.cbrt(size) : size ** (1 / index);
  const whole = Math.round(estimate);
  const root = whole ** index === size ? whole : estimate;
  return radicand < 0 ? -root : root;
}

/** "72 = 6² × 2, so √72 = √(6²) × √2 = 6√2" for whole radicands. */
function simplification(radicand: number, index: number): { form: string; working: string } | undefined {
  const size = Math.abs(radicand);
  if (!simplifiable(size)) return undefined;
  if (size === 0) return { form: '0', working: '' };
  const { outside, inside } = simplifyRadical(size, index);
  const sign = radicand < 0 ? '-' : '';
  const root = `${rootSign(index)}${powerBase(radicand)}`;
  const form = `${sign}${radicalText({ outside, inside }, index)}`;
  if (outside === 1) {
    return {
      form,
      working: `${size} has no factor that is a perfect ${powerName(index)} other than 1, so ${root} is already in simplest form. `,
    };
  }
  const power = `${outside}${exponentText(index)}`;
  const split = inside === 1 ? `${size} = ${power}` : `${size} = ${power} × ${inside}`;
  return { form, working: `${split}, so ${root} = ${form}. ` };
}

export default defineCalculator({
  inputs: {
    radicand: number({ label: 'Number x', default: 72 }),
    index: integer({
      label: 'Root n',
      help: '2 for a square root, 3 for a cube root, and so on.',
      default: 2,
      min: 2,
      max: 100,
    }),
  },
  outputs: {
    root: out.text({ label: 'ⁿ√x', primary: true }),
    simplified: out.text({ label: 'Simplified radical form' }),
    perfect: out.text({ label: 'Perfect power?' }),
    check: out.text({ label: 'Check' }),
    steps: out.text({ label: 'Steps' }),
  },
  validate: ({ radicand, index }) => {
    const even: FieldError[] =
      radicand < 0 && index % 2 === 0
        ? [
            {
              field: 'radicand',
              message: `An even root of a negative number is not a real number (√-4 is the imaginary 2i). Use a number of 0 or more, or an odd root such as n = 3.`,
            },
          ]
        : [];
    return checkAll(coefficientSizes({ radicand }), even);
  },
  compute: ({ radicand, index }) => {
    const root = realRoot(radicand, index);
    const simple = simplification(radicand, index);
    const isPerfect = Number.isInteger(root) && Number.isInteger(radicand);
    const power = exponentText(index);
    const equals = isPerfect ? '=' : '≈';
    return {
      root: decimal(root),
      simplified: simple ? simple.form : 'Shown for whole numbers up to 10¹²',
      perfect: isPerfect
        ? `Yes: ${decimal(radicand)} = ${powerBase(root)}${power}`
        : Number.isInteger(radicand)
          ? `No: ${decimal(radicand)} is not a perfect ${powerName(index)}`
          : 'Not a whole number',
      check: `${powerBase(root)}${power} ${equals} ${decimal(root ** index)}`,
      steps:
        `The ${rootName(index)} of x is the number that, used as a factor ${index} times, gives x. ${simple?.working ?? ''}${
          // A perfect power's simplification already ends in its root.
          isPerfect && simple?.working ? '' : `${rootSign(index)}${powerBase(radicand)} ${equals} ${decimal(root)}.`
        }${radicand < 0 ? ' An odd root of a negative number is negative.' : ''}`.trim(),
    };
  },
});
