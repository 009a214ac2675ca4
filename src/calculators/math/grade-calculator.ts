import { bandOf, defineCalculator, out, percent, type FieldError } from '../../engine/index.ts';

/** Averages are shown to two decimals; the letter is judged on that figure (89.996 shows as 90.00, an A). */
const SCORE_SHOWN = { decimals: 2 } as const;

/** Common US letter scale: A 90–100, B 80–89, C 70–79, D 60–69, F below 60 (e.g. Pace University catalog). */
export function letterGrade(score: number): string {
  return bandOf(
    score,
    SCORE_SHOWN,
    [
      [60, 'D'],
      [70, 'C'],
      [80, 'B'],
      [90, 'A'],
    ],
    'F',
  );
}

const ROWS = [1, 2, 3, 4, 5, 6] as const;
// Sums of weights typed with decimals (33.3 + 33.3 + 33.4) may land a hair above 100.
const WEIGHT_SLACK = 1e-9;

// The required score divides by the final's weight; below this it would run off to infinity.
const SMALLEST_FINAL_WEIGHT = 0.01;

const grade = (row: number, value: number) =>
  percent({
    label: `Grade ${row}`,
    ...(row === 1 ? { help: 'Your score on this item or category.' } : {}),
    default: value,
    min: 0,
    max: 150,
  });
const weight = (row: number, value: number) =>
  percent({
    label: `Weight ${row}`,
    ...(row === 1 ? { help: 'Its share of the course grade; 0 leaves the row out.' } : {}),
    default: value,
    min: 0,
    max: 100,
  });

export default defineCalculator({
  inputs: {
    grade1: grade(1, 93),
    weight1: weight(1, 10),
    grade2: grade(2, 85),
    weight2: weight(2, 20),
    grade3: grade(3, 86),
    weight3: weight(3, 20),
    grade4: grade(4, 87),
    weight4: weight(4, 25),
    grade5: grade(5, 0),
    weight5: weight(5, 0),
    grade6: grade(6, 0),
    weight6: weight(6, 0),
    finalWeight: percent({ label: 'Final exam weight', default: 25, min: 0, max: 100 }),
    desired: percent({ label: 'Overall grade you want', default: 90, min: 0, max: 150 }),
  },
  outputs: {
    required: out.percent({ label: 'Score needed on the final exam', primary: true, decimals: 2 }),
    outlook: out.text({ label: 'Can you reach it?' }),
    current: out.percent({ label: 'Current weighted average', ...SCORE_SHOWN }),
    letter: out.text({ label: 'Current letter grade' }),
  },
  validate: (values) => {
    const errors: FieldError[] = [];
    const coursework = ROWS.reduce((sum, row) => sum + values[`weight${row}`], 0);
    if (coursework <= 0) {
      errors.push({ field: 'weight1', message: 'Give at least one graded item a weight above 0%.' });
    }
    if (values.finalWeight < SMALLEST_FINAL_WEIGHT) {
      errors.push({ field: 'finalWeight', message: 'Enter how much the final exam counts, at least 0.01%.' });
    } else if (coursework + values.finalWeight > 100 + WEIGHT_SLACK) {
      errors.push({
        field: 'finalWeight',
        message: 'The coursework weights and the final exam weight add up to more than 100%.',
      });
    }
    return errors;
  },
  compute: (values) => {
    let weighted = 0;
    let totalWeight = 0;
    for (const row of ROWS) {
      weighted += values[`grade${row}`] * values[`weight${row}`];
      totalWeight += values[`weight${row}`];
    }
    const current = weighted / totalWeight;
    const final = values.finalWeight / 100;
    // Overall = current × (1 − final) + exam × final, solved for the exam score.
    const required = (values.desired - current * (1 - final)) / final;
    return {
      required,
      outlook:
        required > 100
          ? 'Not reachable with the final exam alone: it needs more than 100%.'
          : required <= 0
            ? 'Already secured: you reach it even with 0% on the final.'
            : 'Reachable.',
      current,
      letter: letterGrade(current),
    };
  },
});
