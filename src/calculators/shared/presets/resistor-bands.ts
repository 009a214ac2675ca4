import { radio, select } from '../../../engine/index.ts';
import {
  DIGIT_COLOURS,
  MULTIPLIER_EXPONENTS,
  TEMPERATURE_COEFFICIENTS,
  TOLERANCES,
  type BandCount,
  type DigitColour,
  type MultiplierColour,
  type ResistorCode,
  type TempcoColour,
  type ToleranceColour,
} from '../electrical/color-code.ts';

/*
 * The band pickers of the resistor colour code calculator, shared by its definition and its drawn
 * view: each menu names the colour and what it stands for in that position.
 */

const named = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);

const figureOptions = DIGIT_COLOURS.map((colour, digit) => ({ value: colour, label: `${named(colour)} (${digit})` }));

const multiplierLabel = (exponent: number) =>
  exponent < 0 ? `÷${10 ** -exponent}` : `×${(10 ** exponent).toLocaleString('en-US')}`;

const figureField = (label: string, colour: DigitColour, help?: string) =>
  select({ label, options: figureOptions, default: colour, ...(help ? { help } : {}) });

export function resistorBandFields() {
  return {
    direction: radio({
      label: 'I want',
      options: [
        { value: 'decode', label: 'The value from the colours' },
        { value: 'encode', label: 'The colours for a value' },
      ],
      default: 'encode',
    }),
    bands: select({
      label: 'Number of bands',
      options: [
        { value: '4', label: '4 bands (2 figures, ±2 % and wider)' },
        { value: '5', label: '5 bands (3 figures, precision)' },
        { value: '6', label: '6 bands (3 figures + temperature coefficient)' },
      ],
      default: '4',
    }),
    figure1: figureField('1st band (figure)', 'yellow'),
    figure2: figureField('2nd band (figure)', 'violet'),
    figure3: figureField('3rd band (figure)', 'black', 'Only on 5- and 6-band resistors.'),
    multiplier: select({
      label: 'Multiplier band',
      options: (Object.keys(MULTIPLIER_EXPONENTS) as MultiplierColour[]).map((colour) => ({
        value: colour,
        label: `${named(colour)} (${multiplierLabel(MULTIPLIER_EXPONENTS[colour])})`,
      })),
      default: 'red',
    }),
    tolerance: select({
      label: 'Tolerance band',
      options: (Object.keys(TOLERANCES) as ToleranceColour[]).map((colour) => ({
        value: colour,
        label: colour === 'none' ? 'No band (±20 %)' : `${named(colour)} (±${TOLERANCES[colour]} %)`,
      })),
      default: 'gold',
    }),
    tempco: select({
      label: 'Temperature coefficient band',
      options: (Object.keys(TEMPERATURE_COEFFICIENTS) as TempcoColour[]).map((colour) => ({
        value: colour,
        label: `${named(colour)} (${TEMPERATURE_COEFFICIENTS[colour]} ppm/K)`,
      })),
      default: 'brown',
      help: 'Only on 6-band resistors.',
    }),
  };
}

/** The fields as compute or the view reads them (menus give plain strings). */
export interface ResistorBandValues {
  bands: string;
  figure1: string;
  figure2: string;
  figure3: string;
  multiplier: string;
  tolerance: string;
  tempco: string;
}

export const bandCountOf = (bands: string): BandCount => (bands === '5' ? 5 : bands === '6' ? 6 : 4);

/** The colour code the band menus describe. */
export function codeFromBands(values: ResistorBandValues): ResistorCode {
  const bands = bandCountOf(values.bands);
  const figures = [values.figure1, values.figure2, values.figure3].slice(0, bands === 4 ? 2 : 3) as DigitColour[];
  return {
    figures,
    multiplier: values.multiplier as MultiplierColour,
    tolerance: values.tolerance as ToleranceColour,
    tempco: bands === 6 ? (values.tempco as TempcoColour) : undefined,
  };
}
