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
});
