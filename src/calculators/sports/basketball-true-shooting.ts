import { checkAll, defineCalculator, notMoreThan, out, type FieldError } from '../../engine/index.ts';
import { countField } from '../shared/presets/ball-sport-fields.ts';

/** Basketball-Reference's weight of a free throw attempt in shooting possessions (and-ones, technicals, three-shot fouls). */
const FREE_THROW_WEIGHT = 0.44;

const noAttempts = (fieldGoalAttempts: number, freeThrowAttempts: number): FieldError[] =>
  fieldGoalAttempts + freeThrowAttempts === 0
    ? [{ field: 'fieldGoalAttempts', message: 'Enter some shots: true shooting divides points by attempts.' }]
    : [];

export default defineCalculator({
  inputs: {
    points: countField('Points scored', 1800),
    fieldGoalAttempts: countField('Field goal attempts (FGA)', 1300, 'Two- and three-point shots together.'),
    freeThrowAttempts: countField('Free throw attempts (FTA)', 400),
  },
  validate: ({ points, fieldGoalAttempts, freeThrowAttempts }) =>
    checkAll(
      noAttempts(fieldGoalAttempts, freeThrowAttempts),
      notMoreThan('points', points, 3 * fieldGoalAttempts + freeThrowAttempts, {
        what: 'Points',
        than: '3 per field goal attempt plus 1 per free throw attempt',
      }),
    ),
  outputs: {
    trueShooting: out.percent({ label: 'True shooting percentage (TS%)', primary: true, decimals: 1 }),
    shootingAttempts: out.number({ label: 'True shooting attempts (TSA)', decimals: 1 }),
    pointsPerAttempt: out.number({ label: 'Points per shooting attempt', decimals: 3 }),
  },
  compute: ({ points, fieldGoalAttempts, freeThrowAttempts }) => {
    const shootingAttempts = fieldGoalAttempts + FREE_THROW_WEIGHT * freeThrowAttempts;
    return {
      trueShooting: (points / (2 * shootingAttempts)) * 100,
      shootingAttempts,
      pointsPerAttempt: points / shootingAttempts,
    };
  },
});
