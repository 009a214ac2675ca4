import { checkAll, defineCalculator, number, out, radio, select } from '../../engine/index.ts';
import { formatNumber, formatPercent } from '../../engine/format/numbers.ts';
import { eventsProblem, twoEvents, type EventProbabilities } from '../shared/probability/events.ts';

const probability = (label: string, value: number, help: string) =>
  number({ label, default: value, min: 0, max: 100, help });

const ROWS: readonly [keyof EventProbabilities, string][] = [
  ['and', 'P(A and B), both happen'],
  ['or', 'P(A or B), at least one happens'],
  ['exactlyOne', 'Exactly one happens'],
  ['neither', 'Neither happens'],
  ['notA', 'P(not A)'],
  ['notB', 'P(not B)'],
  ['aGivenB', 'P(A | B), A given that B happens'],
  ['bGivenA', 'P(B | A), B given that A happens'],
];

/** "40% (0.4)", or why a conditional probability has no value. */
const conditional = (value: number | undefined, condition: string) =>
  value === undefined
    ? `Undefined: ${condition} = 0, so it never happens`
    : `${formatPercent(value * 100)} (${formatNumber(value, { digits: 6 })})`;

export default defineCalculator({
  inputs: {
    relation: select({
      label: 'The events are',
      options: [
        { value: 'independent', label: 'Independent (one does not affect the other)' },
        { value: 'exclusive', label: 'Mutually exclusive (cannot both happen)' },
        { value: 'overlap', label: 'Related: I know P(A and B)' },
      ],
      default: 'independent',
    }),
    scale: radio({
      label: 'Probabilities are entered as',
      options: [
        { value: 'percent', label: 'Percent (0 to 100)' },
        { value: 'decimal', label: 'Decimals (0 to 1)' },
      ],
      default: 'percent',
    }),
    a: probability('P(A)', 50, 'The probability of event A.'),
    b: probability('P(B)', 40, 'The probability of event B.'),
    both: probability('P(A and B)', 20, 'Used only for related events: the probability that both happen.'),
  },
  outputs: {
    and: out.percent({ label: 'P(A and B)', primary: true }),
    or: out.percent({ label: 'P(A or B)' }),
    aGivenB: out.text({ label: 'P(A | B)' }),
    bGivenA: out.text({ label: 'P(B | A)' }),
    table: out.table({
      label: 'Every probability',
      columns: [
        { key: 'event', label: 'Event', kind: 'text' },
        { key: 'decimal', label: 'Decimal', kind: 'number' },
        { key: 'percent', label: 'Percent', kind: 'percent' },
      ],
    }),
  },
  validate: ({ relation, scale, a, b, both }) => {
    const tooLarge = (field: string, value: number) =>
      scale === 'decimal' && value > 1
        ? [
            {
              field,
              message: `As a decimal a probability is at most 1: enter ${formatNumber(value / 100)} for ${formatNumber(value)} %, or choose percent.`,
            },
          ]
        : [];
    const scaleErrors = checkAll(
      tooLarge('a', a),
      tooLarge('b', b),
      relation === 'overlap' ? tooLarge('both', both) : [],
    );
    if (scaleErrors.length > 0) return scaleErrors;
    const divisor = scale === 'percent' ? 100 : 1;
    const problem = eventsProblem(relation, a / divisor, b / divisor, both / divisor);
    return problem ? [problem] : [];
  },
  compute: ({ relation, scale, a, b, both }) => {
    const divisor = scale === 'percent' ? 100 : 1;
    const events = twoEvents(relation, a / divisor, b / divisor, both / divisor);
    return {
      and: events.and * 100,
      or: events.or * 100,
      aGivenB: conditional(events.aGivenB, 'P(B)'),
      bGivenA: conditional(events.bGivenA, 'P(A)'),
      table: ROWS.flatMap(([key, event]) => {
        const value = events[key];
        return value === undefined ? [] : [{ event, decimal: value, percent: value * 100 }];
      }),
    };
  },
  examples: [
    {
      inputs: { relation: 'independent', scale: 'decimal', a: 0.5, b: 0.5 },
      expect: { and: 25, or: 75 },
      source:
        'Math is Fun, "Probability: Independent Events": two coin tosses both heads, ½ × ½ = ¼; at least one head 1 − ¼ = ¾',
    },
    {
      inputs: { relation: 'overlap', scale: 'decimal', a: 0.75, b: 0.3, both: 0.225 },
      expect: { or: 82.5, aGivenB: '75% (0.75)' },
      source:
        'OpenStax Introductory Statistics 2e, §3.2 Example: P(C) = 0.75, P(D) = 0.3, P(C AND D) = 0.225, so P(C | D) = 0.75 (C and D are independent) and P(C OR D) = 0.75 + 0.3 − 0.225 = 0.825',
    },
    {
      inputs: { relation: 'exclusive', scale: 'decimal', a: 4 / 52, b: 4 / 52 },
      expect: { or: 15.3846, and: 0, bGivenA: '0% (0)' },
      tolerance: 0.00005,
      source:
        'Math is Fun, "Mutually Exclusive Events": a King or a Queen from a deck, 4/52 + 4/52 = 8/52 = 2/13 ≈ 0.153846',
    },
    {
      inputs: { relation: 'overlap', scale: 'percent', a: 50, b: 70, both: 35 },
      expect: { aGivenB: '50% (0.5)' },
      source:
        'Math is Fun, "Conditional Probability": 70 % like chocolate and 35 % like chocolate and strawberry, so P(strawberry | chocolate) = 0.35 ÷ 0.7 = 50 % (P(A) does not enter the quotient)',
    },
  ],
});
