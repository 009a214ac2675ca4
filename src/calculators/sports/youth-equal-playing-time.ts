import { checkAll, defineCalculator, integer, notMoreThan, number, out } from '../../engine/index.ts';
import { raceClock } from '../shared/sports/pace.ts';
import { equalShare, fewestEvenSegments, rotation } from '../shared/sports/rotation.ts';

const playersList = (players: readonly number[]) => players.join(', ');

export default defineCalculator({
  inputs: {
    gameLength: number({
      label: 'Game length',
      help: 'Total playing time, like 50 min for two 25-minute halves.',
      unitFamily: 'time',
      unit: 'min',
      units: ['min', 'h'],
      default: 50,
      min: 1,
      max: 240,
    }),
    onField: integer({ label: 'Players on the field at once', default: 7, min: 1, max: 30 }),
    roster: integer({
      label: 'Players on the roster',
      help: 'Everyone available for this game.',
      default: 10,
      min: 1,
      max: 60,
    }),
    segments: integer({
      label: 'Substitution segments',
      help: 'How many equal blocks to split the game into (you sub at the end of each).',
      default: 10,
      min: 1,
      max: 60,
    }),
  },
  validate: ({ onField, roster }) =>
    checkAll(notMoreThan('onField', onField, roster, { what: 'Players on the field', than: 'the roster' })),
  outputs: {
    minutesEach: out.duration({ label: 'Equal share per player', primary: true }),
    segmentLength: out.duration({ label: 'Each segment lasts' }),
    segmentsEach: out.text({ label: 'Segments each player plays' }),
    evenSplit: out.text({ label: 'For a perfectly even split' }),
    schedule: out.table({
      label: 'Rotation schedule',
      columns: [
        { key: 'segment', label: 'Segment', kind: 'integer' },
        { key: 'from', label: 'From', kind: 'text' },
        { key: 'to', label: 'To', kind: 'text' },
        { key: 'playing', label: 'Players on', kind: 'text' },
        { key: 'sitting', label: 'Sitting out', kind: 'text' },
      ],
      previewRows: 16,
    }),
  },
  compute: ({ gameLength, onField, roster, segments }) => {
    const segmentLength = gameLength / segments;
    const plan = rotation(segments, onField, roster);
    const fewest = Math.floor((segments * onField) / roster);
    const most = Math.ceil((segments * onField) / roster);
    const even = fewestEvenSegments(onField, roster);
    return {
      minutesEach: equalShare(gameLength, onField, roster),
      segmentLength,
      segmentsEach: fewest === most ? `${fewest} of ${segments}` : `${fewest} or ${most} of ${segments}`,
      evenSplit:
        fewest === most
          ? 'This split is even: everyone plays the same number of segments.'
          : `Use a multiple of ${even} segments so everyone plays the same number of them.`,
      schedule: plan.map((playing, index) => ({
        segment: index + 1,
        from: raceClock(index * segmentLength),
        to: raceClock((index + 1) * segmentLength),
        playing: playersList(playing),
        sitting:
          playersList(
            Array.from({ length: roster }, (_, player) => player + 1).filter((player) => !playing.includes(player)),
          ) || 'Nobody',
      })),
    };
  },
});
