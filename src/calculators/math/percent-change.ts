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
});
