import { checkAll, defineCalculator, integer, notMoreThan, out } from '../../engine/index.ts';
import { countField, divisorCountField } from '../shared/presets/ball-sport-fields.ts';
import { passerRating, passerRatingComponents } from '../shared/sports/football.ts';

const COMPONENT_SHOWN = { decimals: 3 } as const;

export default defineCalculator({
  inputs: {
    attempts: divisorCountField(
      'Pass attempts',
      30,
      'Enter at least 1 attempt: every part of the rating is per attempt.',
    ),
    completions: countField('Completions', 20),
    yards: integer({
      label: 'Passing yards',
      help: 'Net passing yards; can be negative when completions lose ground.',
      default: 250,
      min: -10_000,
      max: 100_000,
    }),
    touchdowns: countField('Touchdown passes', 2),
    interceptions: countField('Interceptions', 1),
  },
  validate: (p) =>
    checkAll(
      notMoreThan('completions', p.completions, p.attempts, { what: 'Completions', than: 'attempts' }),
      notMoreThan('touchdowns', p.touchdowns, p.completions, { what: 'Touchdown passes', than: 'completions' }),
      notMoreThan('interceptions', p.interceptions, p.attempts - p.completions, {
        what: 'Interceptions',
        than: 'the incomplete passes (attempts minus completions)',
      }),
    ),
  outputs: {
    rating: out.number({ label: 'Passer rating', primary: true, decimals: 1 }),
    completion: out.number({ label: 'a: completion part (0–2.375)', ...COMPONENT_SHOWN }),
    yardsPart: out.number({ label: 'b: yards part (0–2.375)', ...COMPONENT_SHOWN }),
    touchdown: out.number({ label: 'c: touchdown part (0–2.375)', ...COMPONENT_SHOWN }),
    interception: out.number({ label: 'd: interception part (0–2.375)', ...COMPONENT_SHOWN }),
  },
  compute: (p) => {
    const parts = passerRatingComponents(p);
    return {
      rating: passerRating(p),
      completion: parts.completion,
      yardsPart: parts.yards,
      touchdown: parts.touchdown,
      interception: parts.interception,
    };
  },
});
