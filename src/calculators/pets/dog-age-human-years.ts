import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { chartAgeInWords, type HumanYearsColumn } from '../shared/pets/human-years.ts';

/*
 * The AVMA chart "How old is your dog in human years?" (after the size-based table of
 * Fred Metzger DVM), human ages for dog ages 1 to 16 years by adult size.
 */
const AVMA_CHART: Record<'small' | 'medium' | 'large' | 'giant', HumanYearsColumn> = {
  small: [15, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72, 76, 80],
  medium: [15, 24, 28, 32, 36, 42, 47, 51, 56, 60, 65, 69, 74, 78, 83, 87],
  large: [15, 24, 28, 32, 36, 45, 50, 55, 61, 66, 72, 77, 82, 88, 93, 99],
  giant: [12, 22, 31, 38, 45, 49, 56, 64, 71, 79, 86, 93, 100, 107, 114, 121],
};

/** Below about 10 weeks the log formula falls toward zero and below; Wang et al. fit dogs from 4 weeks on. */
const YOUNGEST_YEARS = 0.2;

/** Wang et al. 2020 (Cell Systems), from Labrador retrievers' DNA methylation: 16 ln(age) + 31. */
export const epigeneticHumanYears = (dogYears: number): number => 16 * Math.log(dogYears) + 31;

export default defineCalculator({
  inputs: {
    age: number({
      label: "Dog's age",
      help: 'In years; 6 months is 0.5, 1 year and 3 months is 1.25.',
      default: 6,
      min: YOUNGEST_YEARS,
      max: 30,
      suffix: 'years',
      messages: { min: 'Enter at least 0.2 years (about 10 weeks); the formula is not meant for younger puppies.' },
    }),
    size: select({
      label: 'Adult size',
      options: [
        { value: 'small', label: 'Small: 20 lb (9 kg) or less' },
        { value: 'medium', label: 'Medium: 21–50 lb (9.5–23 kg)' },
        { value: 'large', label: 'Large: 51–100 lb (23–45 kg)' },
        { value: 'giant', label: 'Giant: over 100 lb (45 kg)' },
      ],
      default: 'medium',
    }),
  },
  outputs: {
    epigenetic: out.number({ label: 'Human age by the 2020 DNA formula', primary: true, suffix: 'years', decimals: 0 }),
    avma: out.text({ label: 'Human age by the AVMA size chart' }),
  },
  compute: ({ age, size }) => ({
    epigenetic: epigeneticHumanYears(age),
    avma: chartAgeInWords(age, AVMA_CHART[size]),
  }),
});
