import table from 'dated-table:nds-2018-joist-lumber';
import type { JoistGrade, JoistLumberTable, JoistSize, JoistSpecies } from './joist-spans.schema.ts';

/*
 * Floor joist spans worked out the way the IRC floor joist tables (R502.3.1(1) and (2)) and the AWC
 * Span Tables for Joists and Rafters are: a simply supported joist under a uniform load, with the
 * longest span the smaller of the bending limit (live + dead load) and the deflection limit (live
 * load alone), from the NDS 2018 Table 4A design values in content/data/nds-2018-joist-lumber.yaml.
 * Lengths in inches, stresses in psi, loads in psf, as the tables are.
 */
export const joistLumberTable = table as JoistLumberTable;

export type { JoistGrade, JoistSize, JoistSpecies } from './joist-spans.schema.ts';

/** Square inches in a square foot: turns psf times spacing in inches into pounds per inch of joist. */
const SQUARE_INCHES_PER_SQUARE_FOOT = 144;

export const JOIST_GRADE_NAMES: Record<JoistGrade, string> = {
  'select-structural': 'Select Structural',
  'no-1': 'No. 1',
  'no-2': 'No. 2',
  'no-3': 'No. 3',
};

export const joistSpeciesChoices = joistLumberTable.species.map((row) => ({ value: row.key, label: row.name }));
export const joistGradeChoices =
  joistLumberTable.species[0]?.grades.map((row) => ({
    value: row.key,
    label: JOIST_GRADE_NAMES[row.key],
  })) ?? [];
export const joistSizeChoices = joistLumberTable.sizes.map((row) => ({ value: row.key, label: row.key }));

export interface JoistDesign {
  species: JoistSpecies;
  grade: JoistGrade;
  size: JoistSize;
  spacingInches: number;
  livePsf: number;
  deadPsf: number;
  /** The deflection limit as span over deflection: 360 for L/360. */
  deflectionRatio: number;
}

export interface JoistSpan {
  /** Longest span bending strength allows, inches. */
  bendingInches: number;
  /** Longest span the deflection limit allows, inches. */
  deflectionInches: number;
  governs: 'bending' | 'deflection';
  /** The smaller of the two, to the nearest inch as the span tables print it. */
  tableInches: number;
}

function lumber(species: JoistSpecies, grade: JoistGrade, size: JoistSize) {
  const values = joistLumberTable.species.find((row) => row.key === species)?.grades.find((row) => row.key === grade);
  const dressed = joistLumberTable.sizes.find((row) => row.key === size);
  if (!values || !dressed) throw new Error(`No design values for ${species} ${grade} ${size}`);
  return { ...values, ...dressed };
}

/** The longest simple span of one joist, by bending and by deflection. */
export function joistSpan(design: JoistDesign): JoistSpan {
  const { bendingPsi, elasticityPsi, depthInches, bendingSizeFactor } = lumber(
    design.species,
    design.grade,
    design.size,
  );
  const width = joistLumberTable.thicknessInches;
  const sectionModulus = (width * depthInches ** 2) / 6;
  const momentOfInertia = (width * depthInches ** 3) / 12;
  const poundsPerInch = (psf: number) => (psf * design.spacingInches) / SQUARE_INCHES_PER_SQUARE_FOOT;

  // Bending: M = wL²/8 may not exceed Fb' S, with Fb' = Fb × CD × Cr × CF.
  const allowedStress =
    bendingPsi * joistLumberTable.loadDurationFactor * joistLumberTable.repetitiveMemberFactor * bendingSizeFactor;
  const bendingInches = Math.sqrt(
    (8 * allowedStress * sectionModulus) / poundsPerInch(design.livePsf + design.deadPsf),
  );

  // Deflection under live load: 5wL⁴/(384EI) may not exceed L/ratio.
  const deflectionInches = Math.cbrt(
    (384 * elasticityPsi * momentOfInertia) / (5 * design.deflectionRatio * poundsPerInch(design.livePsf)),
  );

  const governs = bendingInches < deflectionInches ? 'bending' : 'deflection';
  return {
    bendingInches,
    deflectionInches,
    governs,
    tableInches: Math.round(Math.min(bendingInches, deflectionInches)),
  };
}

/** Every size for one species, grade, spacing and load, smallest first. */
export function joistSpansBySize(design: Omit<JoistDesign, 'size'>) {
  return joistLumberTable.sizes.map(({ key }) => ({ size: key, span: joistSpan({ ...design, size: key }) }));
}

/** Whole inches as the span tables print them: 185 as 15'-5". */
export function feetInchesPrinted(inches: number): string {
  const whole = Math.round(inches);
  return `${Math.floor(whole / 12)}'-${whole % 12}"`;
}
