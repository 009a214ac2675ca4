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
  examples: [
    {
      inputs: { attempts: 502, completions: 343, yards: 4643, touchdowns: 45, interceptions: 6 },
      expect: { rating: 122.5 },
      tolerance: 0.05,
      source: 'Pro-Football-Reference, Aaron Rodgers 2011: 343 of 502, 4,643 yards, 45 TD, 6 INT, rating 122.5',
    },
    {
      inputs: { attempts: 497, completions: 336, yards: 4557, touchdowns: 49, interceptions: 10 },
      expect: { rating: 121.1 },
      tolerance: 0.05,
      source: 'Pro-Football-Reference, Peyton Manning 2004: 336 of 497, 4,557 yards, 49 TD, 10 INT, rating 121.1',
    },
    {
      inputs: { attempts: 20, completions: 16, yards: 250, touchdowns: 3, interceptions: 0 },
      expect: { rating: 158.3, completion: 2.375, yardsPart: 2.375, touchdown: 2.375, interception: 2.375 },
      tolerance: 0.05,
      source:
        'NFL Record & Fact Book, passer rating formula: a perfect 158.3 needs 77.5 % completions, 12.5 yards an attempt, 11.875 % touchdowns and no interceptions, each part capped at 2.375',
    },
  ],
});
