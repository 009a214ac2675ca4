import { bandOf, defineCalculator, number, out, radio, select } from '../../engine/index.ts';
import { ageInput, heightInput, sexInput, weightInput } from '../shared/presets/body-fields.ts';
import {
  BAC_ELIMINATION_PER_HOUR,
  STANDARD_DRINK_OPTIONS,
  STANDARD_DRINKS,
  watsonR,
  WIDMARK_R,
  widmarkPeakBac,
} from '../shared/wellness/alcohol.ts';

const BAC_SHOWN = { decimals: 3 } as const;

/**
 * What a blood alcohol concentration does, from NHTSA's "The ABCs of BAC" (0.02 to 0.15 %) and
 * NIAAA's "Understanding the Dangers of Alcohol Overdose" (0.16 % and above).
 */
const EFFECTS = [
  [0.001, 'Low, but alcohol is still in your blood.'],
  [0.02, 'Some loss of judgement, relaxation and a change in mood.'],
  [0.05, 'Impaired judgement, lower alertness and reduced coordination.'],
  [0.08, 'Poor coordination; judgement, reasoning and memory impaired.'],
  [0.1, 'Clearly slower reactions and control, slurred speech.'],
  [0.15, 'Severe impairment: far less control, major loss of balance, vomiting and blackouts possible.'],
  [
    0.31,
    'Life-threatening: risk of passing out and of death. Call emergency services if someone cannot be woken, breathes slowly or is vomiting.',
  ],
] as const;

export default defineCalculator({
  inputs: {
    drinks: number({ label: 'Number of drinks', default: 3, min: 0, max: 40, step: 0.5, suffix: 'drinks' }),
    drinkSize: select({
      label: 'One drink is a standard drink of',
      help: 'The standard drink differs by country: see the table below. A US drink is 12 fl oz of 5 % beer.',
      options: STANDARD_DRINK_OPTIONS,
      default: 'us',
    }),
    hours: number({
      label: 'Hours since your first drink',
      default: 2,
      min: 0,
      max: 48,
      step: 0.25,
      suffix: 'hours',
    }),
    sex: sexInput('male'),
    weight: weightInput(80, 'Body weight'),
    method: radio({
      label: 'Body water from',
      options: [
        { value: 'watson', label: 'Age, height and weight (Watson)' },
        { value: 'widmark', label: 'Weight and sex only (Widmark)' },
      ],
      default: 'watson',
    }),
    age: ageInput(35),
    height: heightInput(178),
  },
  outputs: {
    bac: out.percent({
      label: 'Estimated blood alcohol concentration now',
      primary: true,
      decimals: 3,
      help: 'An estimate only: it cannot tell you whether you are fit to drive. Do not drive after drinking.',
    }),
    effects: out.text({ label: 'What this level usually does' }),
    hoursToZero: out.duration({ label: 'Time until your blood alcohol reaches zero', smallest: 'minute' }),
    peak: out.percent({ label: 'Peak if all the alcohol were absorbed at once', decimals: 3 }),
    grams: out.number({ label: 'Pure alcohol drunk', suffix: 'g', digits: 3 }),
    distribution: out.number({ label: 'Distribution factor r used', decimals: 3 }),
  },
  compute: ({ drinks, drinkSize, hours, sex, weight, method, age, height }) => {
    const grams = drinks * STANDARD_DRINKS[drinkSize].grams;
    const r = method === 'watson' ? watsonR(sex, age, height * 100, weight) : WIDMARK_R[sex];
    const peak = widmarkPeakBac(grams, weight, r);
    const bac = Math.max(0, peak - BAC_ELIMINATION_PER_HOUR * hours);
    return {
      bac,
      effects: bandOf(bac, BAC_SHOWN, EFFECTS, 'Zero by this estimate: the alcohol has been cleared.'),
      hoursToZero: (bac / BAC_ELIMINATION_PER_HOUR) * 3600,
      peak,
      grams,
      distribution: r,
    };
  },
});
