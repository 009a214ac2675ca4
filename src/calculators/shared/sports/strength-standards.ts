import table from 'dated-table:exrx-strength-standards';
import { bandOf } from '../../../engine/index.ts';
import type { StandardLift, StrengthStandardsTable } from './strength-standards.schema.ts';

/*
 * The ExRx.net strength standards (adults 18–39) of content/data/exrx-strength-standards.yaml:
 * the one-rep max, in pounds, that marks each of five levels for a lift, sex and body-weight class.
 */
export const strengthStandards = table as StrengthStandardsTable;
export type { StandardLift } from './strength-standards.schema.ts';

export const STRENGTH_LEVELS = ['Untrained', 'Novice', 'Intermediate', 'Advanced', 'Elite'] as const;

export type StandardsSex = 'female' | 'male';

export interface ClassStandards {
  /** The class as the table writes it: "181" (up to 181 lb) or "320+" (the open class). */
  classLabel: string;
  /** The one-rep max in pounds for untrained, novice, intermediate, advanced and elite. */
  levelsLb: readonly number[];
}

const tableFor = (lift: StandardLift, sex: StandardsSex) =>
  strengthStandards.tables.find((entry) => entry.lift === lift && entry.sex === (sex === 'female' ? 'women' : 'men'));

/** Whether the table has standards for this lift and sex (the women's squat is missing). */
export const hasStandards = (lift: StandardLift, sex: StandardsSex) => tableFor(lift, sex) !== undefined;

/**
 * The standards of the body-weight class a lifter falls in: the lightest class whose upper limit
 * is at or above the body weight, or the open class above the last limit. No interpolation between
 * classes, as the table is read.
 */
export function classStandards(lift: StandardLift, sex: StandardsSex, bodyWeightLb: number): ClassStandards {
  const rows = tableFor(lift, sex)?.rows;
  if (!rows) throw new RangeError(`No ${sex} ${lift} standards`);
  const index = rows.findIndex(([classLb]) => bodyWeightLb <= classLb);
  const isOpenClass = index === -1 || index === rows.length - 1;
  const [classLb, ...levelsLb] = rows[isOpenClass ? rows.length - 1 : index] ?? [];
  return { classLabel: isOpenClass ? `${classLb}+` : String(classLb), levelsLb };
}

/**
 * The highest level whose standard the one-rep max reaches, or "Below untrained", judged on the
 * pounds rounded to 0.1 as a result shows them.
 */
export function strengthLevel(oneRepMaxLb: number, levelsLb: readonly number[]): string {
  const bands = levelsLb.map((standard, index) => [standard, STRENGTH_LEVELS[index] ?? ''] as const);
  return bandOf(oneRepMaxLb, { decimals: 1 }, bands, 'Below untrained');
}
