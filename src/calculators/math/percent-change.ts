import { defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { decimalText, operandText, signedText } from '../shared/arithmetic/numerals.ts';
import { percentOf, relativePercent } from '../shared/arithmetic/percent.ts';

const QUESTIONS = [
  { value: 'change', label: 'Percent change from old to new' },
  { value: 'newValue', label: 'New value after a percent change' },
] as const;

const LARGEST = 1e12;

/** "an increase of 50%", "a decrease of 30%" or "no change". */
function direction(change: number): string {
  if (change === 0) return 'no change';
  return `${change > 0 ? 'an increase' : 'a decrease'} of ${decimalText(Math.abs(change))}%`;
}

export default defineCalculator({
  inputs: {
    question: radio({ label: 'Question', options: QUESTIONS, default: 'change' }),
    oldValue: number({ label: 'Old (starting) value', default: 50, min: -LARGEST, max: LARGEST }),
    newValue: number({
      label: 'New value',
      help: 'Not used when you find the new value.',
      default: 75,
      min: -LARGEST,
      max: LARGEST,
    }),
    change: percent({
      label: 'Percent change',
      help: 'Only used to find the new value: negative for a decrease, like −20.',
      default: 20,
      min: -1_000_000,
      max: 1_000_000,
    }),
  },
  validate: ({ question, oldValue }) =>
    question === 'change' && oldValue === 0
      ? [
          {
            field: 'oldValue',
            message:
              'A change from 0 has no percentage: every step up from 0 is an infinitely large percent. Enter an old value other than 0.',
          },
        ]
      : [],
  compute: ({ question, oldValue, newValue, change }) => {
    const changePercent = question === 'change' ? relativePercent(newValue, oldValue) : change;
    const difference = question === 'change' ? newValue - oldValue : percentOf(change, Math.abs(oldValue));
    const result = question === 'change' ? newValue : oldValue + difference;
    const [oldText, newText] = [decimalText(oldValue), decimalText(result)];
    const steps =
      question === 'change'
        ? `Change = new − old = ${operandText(result)} − ${operandText(oldValue)} = ${signedText(difference)}. ` +
          `Percent change = change ÷ |old| × 100 = ${operandText(difference)} ÷ ${decimalText(Math.abs(oldValue))} × 100 = ${signedText(changePercent)}%.`
        : `Change = |old| × percent ÷ 100 = ${decimalText(Math.abs(oldValue))} × ${operandText(change)} ÷ 100 = ${signedText(difference)}. ` +
          `New value = old + change = ${operandText(oldValue)} + ${operandText(difference)} = ${newText}.`;
    return {
      answer: `From ${oldText} to ${newText} is ${direction(changePercent)}`,
      changePercent,
      difference,
      newValueOut: result,
      steps,
    };
  },
  outputs: {
    answer: out.text({ label: 'Answer', primary: true }),
    changePercent: out.percent({ label: 'Percent change (+ increase, − decrease)' }),
    difference: out.number({ label: 'Change (new − old)', digits: 10 }),
    newValueOut: out.number({ label: 'New value', digits: 10 }),
    steps: out.text({ label: 'Working' }),
  },
  examples: [
    {
      inputs: { question: 'change', oldValue: 50, newValue: 75 },
      expect: { changePercent: 50, difference: 25, answer: 'From 50 to 75 is an increase of 50%' },
      source: 'AllToolsDesk, "Percentage Change Calculator": ((75 − 50) ÷ 50) × 100 = 0.5 × 100 = 50%',
    },
    {
      inputs: { question: 'change', oldValue: 100, newValue: 70 },
      expect: { changePercent: -30, difference: -30 },
      source:
        'EasyMathTools, "Percentage decrease": an item that drops from $100 to $70 is (30 ÷ 100) × 100 = a 30% decrease',
    },
    {
      inputs: { question: 'newValue', oldValue: 200, change: 30 },
      expect: { newValueOut: 260, difference: 60 },
      source: '7calc, "Increase a number by a percentage": 200 × (1 + 30/100) = 200 × 1.3 = 260',
    },
    {
      inputs: { question: 'newValue', oldValue: 200, change: -10 },
      expect: { newValueOut: 180 },
      source: 'CalculatorLib, "Increase a Number by a Percent Calculator" FAQ: a −10% change on 200 gives 180',
    },
    {
      inputs: { question: 'change', oldValue: 29, newValue: 38 },
      expect: { changePercent: 31 },
      tolerance: 0.05,
      source:
        'Answers.com, "How do you increase a number by a percent?": (38 − 29) ÷ 29 × 100 = 31% to the nearest whole percent',
    },
  ],
});
