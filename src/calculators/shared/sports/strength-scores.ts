/*
 * Powerlifting scores: a lifted total in kilograms times a coefficient of body weight, so lifters
 * of different sizes can be ranked together. Each formula was fitted over a range of body weights;
 * outside it the published implementations hold the coefficient at the nearest edge, as here.
 */

export type LifterSex = 'female' | 'male';

/** c0 + c1 x + c2 x² + …, with the coefficients from the constant term up. */
const polynomial = (coefficients: readonly number[], x: number) =>
  coefficients.reduceRight((sum, coefficient) => sum * x + coefficient, 0);

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(Math.max(value, low), high);

interface PolynomialScore {
  /** The points a coefficient of 1 is scaled to (500 or 600). */
  scale: number;
  coefficients: Record<LifterSex, readonly number[]>;
  /** Body weights, kg, over which the curve was fitted. */
  range: Record<LifterSex, readonly [number, number]>;
}

/** Robert Wilks' original formula (Powerlifting Australia, in IPF use 1994–2019). */
const WILKS: PolynomialScore = {
  scale: 500,
  coefficients: {
    male: [-216.0475144, 16.2606339, -0.002388645, -0.00113732, 7.01863e-6, -1.291e-8],
    female: [594.31747775582, -27.23842536447, 0.82112226871, -0.00930733913, 4.731582e-5, -9.054e-8],
  },
  range: { male: [40, 201.9], female: [26.51, 154.53] },
};

/** Wilks 2020 (Powerlifting Australia's tables, fitted as a polynomial by the OpenPowerlifting project). */
const WILKS_2020: PolynomialScore = {
  scale: 600,
  coefficients: {
    male: [-99.22855411, 14.40581421, -0.015415771, -7.69734e-4, 4.97549e-6, -9.35418e-9],
    female: [-219.6791486, 19.55345493, -0.167792909, 4.06937e-4, 1.84095e-6, -8.31427e-9],
  },
  range: { male: [40, 200.95], female: [40, 150.95] },
};

/** DOTS (Tim Konertz for the German federation BVDK, 2019). */
const DOTS: PolynomialScore = {
  scale: 500,
  coefficients: {
    male: [-307.75076, 24.0900756, -0.1918759221, 0.0007391293, -0.000001093],
    female: [-57.96288, 13.6175032, -0.1126655495, 0.0005158568, -0.0000010706],
  },
  range: { male: [40, 210], female: [40, 150] },
};

const coefficientOf = (score: PolynomialScore, sex: LifterSex, bodyKg: number) =>
  score.scale / polynomial(score.coefficients[sex], clamp(bodyKg, score.range[sex]));

export const wilksCoefficient = (sex: LifterSex, bodyKg: number) => coefficientOf(WILKS, sex, bodyKg);
export const wilks2020Coefficient = (sex: LifterSex, bodyKg: number) => coefficientOf(WILKS_2020, sex, bodyKg);
export const dotsCoefficient = (sex: LifterSex, bodyKg: number) => coefficientOf(DOTS, sex, bodyKg);

/** Whether a body weight lies outside the range every polynomial score was fitted over. */
export const outsideFittedRange = (sex: LifterSex, bodyKg: number) =>
  [WILKS, WILKS_2020, DOTS].some(({ range }) => bodyKg < range[sex][0] || bodyKg > range[sex][1]);

export type GoodliftEvent = 'total' | 'bench';
export type Equipment = 'classic' | 'equipped';

/**
 * IPF GL (Goodlift) parameters A, B, C (IPF, "IPF GL Formula", 2020): points = total × 100 ÷
 * (A − B e^(−C × body weight)).
 */
const GOODLIFT: Record<GoodliftEvent, Record<Equipment, Record<LifterSex, readonly [number, number, number]>>> = {
  total: {
    classic: { male: [1199.72839, 1025.18162, 0.00921], female: [610.32796, 1045.59282, 0.03048] },
    equipped: { male: [1236.25115, 1449.21864, 0.01644], female: [758.63878, 949.31382, 0.02435] },
  },
  bench: {
    classic: { male: [320.98041, 281.40258, 0.01008], female: [142.40398, 442.52671, 0.04724] },
    equipped: { male: [381.22073, 733.79378, 0.02398], female: [221.82209, 357.00377, 0.02937] },
  },
};

/** The IPF's own tables start at 35 kg; lighter weights are held there, as for the other scores. */
const GOODLIFT_MIN_BODY_KG = 35;

export function goodliftPoints(
  liftedKg: number,
  bodyKg: number,
  sex: LifterSex,
  event: GoodliftEvent,
  equipment: Equipment,
) {
  const [a, b, c] = GOODLIFT[event][equipment][sex];
  return (liftedKg * 100) / (a - b * Math.exp(-c * Math.max(bodyKg, GOODLIFT_MIN_BODY_KG)));
}
