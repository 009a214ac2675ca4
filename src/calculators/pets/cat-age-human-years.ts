import { defineCalculator, number, out } from '../../engine/index.ts';
import { chartAgeInWords } from '../shared/pets/human-years.ts';

/*
 * Human-equivalent ages of the AAFP/AAHA Feline Life Stage Guidelines (2010, table 1): 15 at one
 * year, 24 at two, then 4 human years for every cat year, up to 25 years (116).
 */
const CHART_YEARS = 25;
const FELINE_CHART = Array.from({ length: CHART_YEARS }, (_, index) => (index === 0 ? 15 : 24 + 4 * (index - 1)));

/** Life stages of the 2021 AAHA/AAFP Feline Life Stage Guidelines. */
export function felineLifeStage(ageYears: number): string {
  if (ageYears < 1) return 'Kitten (birth to 1 year)';
  if (ageYears < 7) return 'Young adult (1 to 6 years)';
  if (ageYears <= 10) return 'Mature adult (7 to 10 years)';
  return 'Senior (over 10 years)';
}

export default defineCalculator({
  inputs: {
    age: number({
      label: "Cat's age",
      help: 'In years; 6 months is 0.5, 2 years and 6 months is 2.5.',
      default: 8,
      min: 0,
      minInclusive: false,
      max: 35,
      suffix: 'years',
    }),
  },
  outputs: {
    humanAge: out.text({ label: 'Age in human years (AAFP/AAHA chart)', primary: true }),
    stage: out.text({ label: 'Life stage (AAHA/AAFP 2021)' }),
  },
  compute: ({ age }) => ({ humanAge: chartAgeInWords(age, FELINE_CHART), stage: felineLifeStage(age) }),
  examples: [
    {
      inputs: { age: 10 },
      expect: { humanAge: '56 human years', stage: 'Mature adult (7 to 10 years)' },
      source:
        'AAFP/AAHA Feline Life Stage Guidelines (2010), table 1, and Dr. B, Senior Pet Podcast (pawtology.com): "the first year ≈ 15, the second adds nine, each year after four; a 10-year-old cat is roughly 56"; 10 years is mature adult in the 2021 guidelines',
    },
    {
      inputs: { age: 2 },
      expect: { humanAge: '24 human years', stage: 'Young adult (1 to 6 years)' },
      source: 'AAFP/AAHA Feline Life Stage Guidelines (2010), table 1: a 2-year-old cat is 24 in human years',
    },
    {
      inputs: { age: 15 },
      expect: { humanAge: '76 human years', stage: 'Senior (over 10 years)' },
      source:
        'AAFP/AAHA Feline Life Stage Guidelines (2010), table 1: 15 cat years = 76 human years; senior from over 10 years (AAHA/AAFP 2021)',
    },
    {
      inputs: { age: 0.5 },
      expect: { humanAge: 'Outside the chart, which covers ages 1 to 25 years', stage: 'Kitten (birth to 1 year)' },
      source:
        'AAHA/AAFP Feline Life Stage Guidelines (2021): kitten from birth to 1 year; the year-by-year chart starts at 1 year',
    },
  ],
});
