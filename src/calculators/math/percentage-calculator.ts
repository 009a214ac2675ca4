import { defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { decimalText, operandText } from '../shared/arithmetic/numerals.ts';
import { percentageOfWhole, percentOf, wholeFromPart } from '../shared/arithmetic/percent.ts';

const QUESTIONS = [
  { value: 'part', label: 'What is P% of W?' },
  { value: 'percentage', label: 'A is what % of W?' },
  { value: 'whole', label: 'A is P% of what?' },
] as const;

/** Far beyond everyday amounts, and small enough that every answer stays a finite number. */
const LARGEST = 1e12;

export default defineCalculator({
  inputs: {
    question: radio({ label: 'Question', options: QUESTIONS, default: 'part' }),
    percentage: percent({
      label: 'Percentage (P)',
      help: 'Not used when you ask what percent A is of W.',
      default: 15,
      min: -1_000_000,
      max: 1_000_000,
    }),
    whole: number({
      label: 'Whole (W), the number you take a percentage of',
      help: 'Not used when you ask for the whole.',
      default: 200,
      min: -LARGEST,
      max: LARGEST,
    }),
    part: number({
      label: 'Part (A)',
      help: 'Not used when you ask for P% of W.',
      default: 30,
      min: -LARGEST,
      max: LARGEST,
    }),
  },
  validate: ({ question, percentage, whole }) =>
    question === 'percentage' && whole === 0
      ? [{ field: 'whole', message: 'A part cannot be a percentage of 0. Enter a whole other than 0.' }]
      : question === 'whole' && percentage === 0
        ? [
            {
              field: 'percentage',
              message: 'Every whole has 0% equal to 0, so the whole cannot be found. Enter a percentage other than 0.',
            },
          ]
        : [],
  compute: ({ question, percentage, whole, part }) => {
    const p = question === 'percentage' ? percentageOfWhole(part, whole) : percentage;
    const w = question === 'whole' ? wholeFromPart(part, percentage) : whole;
    const a = question === 'part' ? percentOf(percentage, whole) : part;
    const [pText, wText, aText] = [decimalText(p), decimalText(w), decimalText(a)];
    const steps =
      question === 'part'
        ? `P% of W = P ÷ 100 × W = ${operandText(p / 100)} × ${operandText(w)} = ${aText}.`
        : question === 'percentage'
          ? `P = A ÷ W × 100 = ${operandText(a)} ÷ ${operandText(w)} × 100 = ${decimalText(a / w)} × 100 = ${pText}%.`
          : `W = A ÷ (P ÷ 100) = ${operandText(a)} ÷ ${operandText(p / 100)} = ${wText}.`;
    return { answer: `${pText}% of ${wText} is ${aText}`, part: a, percentage: p, whole: w, steps };
  },
  outputs: {
    answer: out.text({ label: 'Answer', primary: true }),
    part: out.number({ label: 'Part (A)', digits: 10 }),
    percentage: out.percent({ label: 'Percentage (P)' }),
    whole: out.number({ label: 'Whole (W)', digits: 10 }),
    steps: out.text({ label: 'Working' }),
  },
});
