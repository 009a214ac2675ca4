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
});
