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
});
