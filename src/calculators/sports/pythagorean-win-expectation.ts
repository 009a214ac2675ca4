import { defineCalculator, number, out, select, type FieldError } from '../../engine/index.ts';
import { countField, divisorCountField } from '../shared/presets/ball-sport-fields.ts';

/*
 * Exponents: 2 is Bill James's original (Baseball Abstract, 1980); 1.83 is what
 * Baseball-Reference uses; 2.37 is Football Outsiders' NFL figure and 13.91 Daryl Morey's NBA one.
 */
const EXPONENTS = [
  { value: '1.83', label: 'Baseball: 1.83 (Baseball-Reference)' },
  { value: '2', label: 'Baseball: 2 (Bill James, original)' },
  { value: '2.37', label: 'American football: 2.37 (NFL)' },
  { value: '13.91', label: 'Basketball: 13.91 (NBA, Morey)' },
  { value: 'custom', label: 'Another exponent' },
] as const;

const noScoring = (scored: number, allowed: number): FieldError[] =>
  scored + allowed === 0
    ? [{ field: 'scored', message: 'Enter the runs or points scored or allowed: both cannot be 0.' }]
    : [];

export default defineCalculator({
  inputs: {
    scored: countField('Runs or points scored', 750),
    allowed: countField('Runs or points allowed', 700),
    games: divisorCountField('Games played', 162, 'Enter at least 1 game.'),
    exponentChoice: select({ label: 'Sport and exponent', options: EXPONENTS, default: '1.83' }),
    customExponent: number({
      label: 'Your exponent',
      help: 'Used when "Another exponent" is chosen: 2.15 is common for hockey.',
      default: 2,
      min: 0.1,
      max: 30,
    }),
  },
  validate: ({ scored, allowed }) => noScoring(scored, allowed),
  outputs: {
    winPercentage: out.number({ label: 'Expected winning percentage', primary: true, decimals: 3 }),
    expectedWins: out.number({ label: 'Expected wins', decimals: 1 }),
    expectedLosses: out.number({ label: 'Expected losses', decimals: 1 }),
    exponent: out.number({ label: 'Exponent used', digits: 4 }),
  },
  compute: ({ scored, allowed, games, exponentChoice, customExponent }) => {
    const exponent = exponentChoice === 'custom' ? customExponent : Number(exponentChoice);
    // Written as 1 / (1 + (RA/RS)^x) so large exponents (13.91 on NBA points) cannot overflow.
    const winPercentage = scored === 0 ? 0 : 1 / (1 + (allowed / scored) ** exponent);
    return {
      winPercentage,
      expectedWins: winPercentage * games,
      expectedLosses: (1 - winPercentage) * games,
      exponent,
    };
  },
});
