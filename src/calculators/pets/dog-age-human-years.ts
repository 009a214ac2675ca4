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
  examples: [
    {
      inputs: { age: 6, size: 'large' },
      expect: { epigenetic: 59.67, avma: '45 human years' },
      tolerance: 0.01,
      source:
        'Wang et al., "Quantitative translation of dog-to-human aging by conserved remodeling of the DNA methylome", Cell Systems 2020: human age = 16 ln(dog age) + 31, so 6 years = 59.7 (Trey Ideker: his 6-year-old dog is "nearly 60"); AVMA chart, large dog at 6 years = 45',
    },
    {
      inputs: { age: 10, size: 'small' },
      expect: { epigenetic: 67.84, avma: '56 human years' },
      tolerance: 0.01,
      source:
        'AVMA dog-age chart as quoted by Dr. B, Senior Pet Podcast (pawtology.com): at 10 years small dogs are 56, medium 60, large 66, giant 79; Wang et al. 2020: 16 ln 10 + 31 = 67.8',
    },
    {
      inputs: { age: 10, size: 'giant' },
      expect: { avma: '79 human years' },
      source: 'AVMA dog-age chart (pawtology.com, Dr. B): a giant-breed dog of 10 years is 79 in human years',
    },
    {
      inputs: { age: 15, size: 'medium' },
      expect: { avma: '83 human years', epigenetic: 74.33 },
      tolerance: 0.01,
      source:
        'AVMA dog-age chart (pawtology.com, Dr. B): at 15 years small 76, medium 83, large 93, giant 114; Wang et al. 2020: 16 ln 15 + 31 = 74.3',
    },
    {
      inputs: { age: 1, size: 'medium' },
      expect: { epigenetic: 31, avma: '15 human years' },
      tolerance: 1e-9,
      source:
        'Wang et al. 2020 (UC San Diego): a one-year-old dog is "like a 30-year-old human" (16 ln 1 + 31 = 31); AVMA chart: 15 human years at 1 year for small to large dogs',
    },
    {
      inputs: { age: 0.5, size: 'small' },
      expect: { avma: 'Outside the chart, which covers ages 1 to 16 years' },
      source:
        'The AVMA chart starts at 1 year (15 human years) and ends at 16 years, so a 6-month-old puppy is not in it',
    },
  ],
});
