import { bandOf, checkAll, defineCalculator, integer, notMoreThan, out, select } from '../../engine/index.ts';
import { sexInput } from '../shared/presets/body-fields.ts';
import { raceTimeField } from '../shared/presets/race-result.ts';
import {
  AGE_GRADE_LEVELS,
  AGE_GRADED_EVENT_OPTIONS,
  BELOW_LOCAL_CLASS,
  FIRST_GRADED_AGE,
  LAST_GRADED_AGE,
  ageGrade,
  roadAgeFactors,
} from '../shared/sports/age-grading.ts';
import { raceClock } from '../shared/sports/pace.ts';

// A time more than 10 % faster than the age standard would beat the single-age best by a margin no
// runner has managed: almost surely a typing slip or the wrong event.
const HIGHEST_BELIEVABLE_PERCENT = 110;

const TABLE = '2025 road age factors (USATF MLDR)';
const PERCENT_SHOWN = { decimals: 2 } as const;

export default defineCalculator({
  inputs: {
    event: select({
      label: 'Road race',
      options: AGE_GRADED_EVENT_OPTIONS.map(({ value, label }) => ({ value, label })),
      default: '10k',
    }),
    sex: sexInput('male'),
    age: integer({
      label: 'Age on race day',
      help: `The tables cover ages ${FIRST_GRADED_AGE} to ${LAST_GRADED_AGE}.`,
      default: 50,
      min: FIRST_GRADED_AGE,
      max: LAST_GRADED_AGE,
      suffix: 'years',
    }),
    time: raceTimeField('Your finish time', 45),
  },
  validate: ({ event, sex, age, time }) =>
    checkAll(
      notMoreThan(
        'time',
        ageGrade(sex, event, age, time).percent,
        HIGHEST_BELIEVABLE_PERCENT,
        'That time is more than 10 % faster than the best ever run at this age: check the time and the race.',
      ),
    ),
  outputs: {
    percent: out.percent({ label: 'Age grade', primary: true, ...PERCENT_SHOWN }),
    level: out.text({ label: 'Performance level' }),
    gradedTime: out.duration({ label: 'Age-graded (open-equivalent) time' }),
    ageStandard: out.duration({ label: 'Age standard: the best time for your age' }),
    factor: out.number({ label: `Age factor (${TABLE})`, decimals: 4 }),
    levels: out.table({
      label: 'Finish time for each level at your age',
      columns: [
        { key: 'level', label: 'Level', kind: 'text' },
        { key: 'time', label: 'Time', kind: 'text' },
      ],
    }),
  },
  compute: ({ event, sex, age, time }) => {
    const grade = ageGrade(sex, event, age, time);
    return {
      percent: grade.percent,
      level: bandOf(grade.percent, PERCENT_SHOWN, AGE_GRADE_LEVELS, BELOW_LOCAL_CLASS),
      gradedTime: grade.gradedSeconds,
      ageStandard: grade.ageStandardSeconds,
      factor: grade.factor,
      levels: AGE_GRADE_LEVELS.map(([from, name]) => ({
        level: name,
        time: raceClock((grade.ageStandardSeconds * 100) / from),
      })),
    };
  },
  datedTables: [roadAgeFactors],
  examples: [
    {
      inputs: { event: '10k', sex: 'male', age: 50, time: 45 },
      expect: { percent: 66.02, gradedTime: 2399.22, ageStandard: 1782.58, level: 'Local class (60 % and over)' },
      tolerance: 0.01,
      source:
        'Alan Jones, Male Road Running Age Standard factors 2025 (MaleRoadStd2025.xlsx): 10 km open standard 1,584 s, factor at 50 = 0.8886. By hand: age standard 1,584 ÷ 0.8886 = 1,782.58 s; 1,782.58 ÷ 2,700 s (45:00) = 66.02 %; graded time 2,700 × 0.8886 = 2,399.22 s',
    },
    {
      inputs: { event: 'half', sex: 'female', age: 60, time: 120 },
      expect: { percent: 67.88, gradedTime: 5556.96 },
      tolerance: 0.01,
      source:
        'Alan Jones, Female Road Running Age Standard factors 2025 (FemaleRoadStd2025.xlsx): half marathon open standard 3,772 s, factor at 60 = 0.7718. By hand: 3,772 ÷ 0.7718 = 4,887.28 s; ÷ 7,200 s (2:00:00) = 67.88 %; 7,200 × 0.7718 = 5,556.96 s',
    },
    {
      inputs: { event: 'marathon', sex: 'male', age: 40, time: 180 },
      expect: { percent: 68.48, gradedTime: 10_565.64 },
      tolerance: 0.01,
      source:
        'Alan Jones, Male Road Running Age Standard factors 2025: marathon open standard 7,235 s (2:00:35), factor at 40 = 0.9783. By hand: 7,235 ÷ 0.9783 = 7,395.48 s; ÷ 10,800 s (3:00:00) = 68.48 %; 10,800 × 0.9783 = 10,565.64 s',
    },
    {
      inputs: { event: '5k', sex: 'female', age: 25, time: 13.9 },
      expect: { percent: 100, gradedTime: 834, level: 'World-record level (100 % and over)' },
      tolerance: 0.001,
      source:
        "Alan Jones, Female Road Running Age Standard factors 2025: women's 5 km open standard 834 s (13:54) with factor 1.0000 at 25, so running the standard itself grades 100 % (USATF Masters: 100 % = approximate world-record level)",
    },
  ],
});
