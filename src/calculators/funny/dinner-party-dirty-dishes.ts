import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';

/*
 * The washing-up after a dinner party: a plate and some cutlery for each guest at each course,
 * glasses for each guest, and serving dishes for each course. Dishwasher loads follow the
 * standard place setting of IEC 60436 / EN 50242 (11 pieces: three plates, a glass, a cup and
 * saucer, five pieces of cutlery), of which a full-size machine holds 12 to 15.
 */
const PIECES_PER_PLACE_SETTING = 11;

export default defineCalculator({
  inputs: {
    guests: integer({
      label: 'People at the table (you included)',
      default: 8,
      min: 1,
      max: 500,
      suffix: 'people',
      messages: { max: 'Over 500 guests is a banquet with a kitchen crew: enter up to 500.' },
    }),
    courses: integer({ label: 'Courses', default: 3, min: 1, max: 20, suffix: 'courses' }),
    cutleryPerCourse: integer({
      label: 'Cutlery per person per course',
      help: 'A knife and fork is 2; add a spoon for soup or dessert.',
      default: 2,
      min: 0,
      max: 10,
      suffix: 'pieces',
    }),
    glassesPerGuest: integer({
      label: 'Glasses per person',
      help: 'Water and wine is 2.',
      default: 2,
      min: 0,
      max: 10,
      suffix: 'glasses',
    }),
    servingPerCourse: integer({
      label: 'Pots, pans and serving dishes per course',
      default: 2,
      min: 0,
      max: 30,
      suffix: 'dishes',
    }),
    secondsPerItem: number({
      label: 'Seconds to wash and dry one item by hand',
      help: 'Time yourself on a few plates; pots take longer than forks.',
      default: 30,
      min: 1,
      max: 600,
      suffix: 's',
    }),
    dishwasherSettings: integer({
      label: 'Your dishwasher’s capacity',
      help: 'Rated in place settings on the label; a full-size one takes 12 to 15.',
      default: 13,
      min: 1,
      max: 20,
      suffix: 'place settings',
    }),
  },
  compute: ({
    guests,
    courses,
    cutleryPerCourse,
    glassesPerGuest,
    servingPerCourse,
    secondsPerItem,
    dishwasherSettings,
  }) => {
    const plates = guests * courses;
    const cutlery = plates * cutleryPerCourse;
    const glasses = guests * glassesPerGuest;
    const serving = courses * servingPerCourse;
    const items = plates + cutlery + glasses + serving;
    const tablePieces = plates + cutlery + glasses;
    return {
      items,
      plates,
      cutlery,
      glasses,
      serving,
      washing: items * secondsPerItem,
      loads: Math.ceil(tablePieces / (dishwasherSettings * PIECES_PER_PLACE_SETTING)),
    };
  },
  outputs: {
    items: out.integer({ label: 'Dirty dishes in all', primary: true, suffix: 'items' }),
    washing: out.duration({ label: 'Washing-up by hand', smallest: 'minute' }),
    loads: out.integer({ label: 'Or dishwasher loads (table pieces only)', suffix: 'loads' }),
    plates: out.integer({ label: 'Plates and bowls', suffix: 'plates' }),
    cutlery: out.integer({ label: 'Knives, forks and spoons', suffix: 'pieces' }),
    glasses: out.integer({ label: 'Glasses', suffix: 'glasses' }),
    serving: out.integer({ label: 'Pots, pans and serving dishes', suffix: 'dishes' }),
  },
  shareLine: ({ items, washing }, { guests }) =>
    `My dinner party for ${formatNumber(guests, { decimals: 0 })} leaves ${formatNumber(items, { decimals: 0 })} dirty dishes: ${formatNumber(washing / 60, { decimals: 0 })} minutes at the sink.`,
});
