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
  examples: [
    {
      inputs: {
        guests: 8,
        courses: 3,
        cutleryPerCourse: 2,
        glassesPerGuest: 2,
        servingPerCourse: 2,
        secondsPerItem: 30,
        dishwasherSettings: 13,
      },
      expect: { plates: 24, cutlery: 48, glasses: 16, serving: 6, items: 94, washing: 2820, loads: 1 },
      source:
        '8 × 3 = 24 plates; × 2 = 48 cutlery; 8 × 2 = 16 glasses; 3 × 2 = 6 serving dishes; 94 items × 30 s = 47 min; 88 table pieces ÷ (13 settings × 11 pieces, IEC 60436 place setting) = 0.62, so 1 load, by hand',
    },
    {
      inputs: {
        guests: 12,
        courses: 4,
        cutleryPerCourse: 3,
        glassesPerGuest: 3,
        servingPerCourse: 3,
        secondsPerItem: 20,
        dishwasherSettings: 12,
      },
      expect: { plates: 48, cutlery: 144, glasses: 36, serving: 12, items: 240, washing: 4800, loads: 2 },
      source:
        '12 × 4 = 48 plates; × 3 = 144 cutlery; 12 × 3 = 36 glasses; 4 × 3 = 12 serving; 240 × 20 s = 80 min; 228 ÷ (12 × 11 = 132) = 1.73, so 2 loads, by hand',
    },
    {
      inputs: {
        guests: 1,
        courses: 1,
        cutleryPerCourse: 0,
        glassesPerGuest: 0,
        servingPerCourse: 0,
        secondsPerItem: 30,
        dishwasherSettings: 13,
      },
      expect: { items: 1, washing: 30, loads: 1 },
      source: 'Edge case: dinner alone, eaten with fingers from one plate: 1 item, 30 s, 1 (very empty) load, by hand',
    },
  ],
});
