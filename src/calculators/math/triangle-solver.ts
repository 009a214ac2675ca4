import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { solveTriangle, type SolvedTriangle, type TriangleCase } from '../shared/geometry/triangle.ts';

const DEGREES = 180 / Math.PI;

const side = (label: string, value: number, help: string) =>
  number({ label, default: value, min: 0, minInclusive: false, max: 1e9, help });
const angle = (label: string, value: number, help: string) =>
  number({ label, default: value, min: 0, minInclusive: false, max: 180, suffix: '°', help });
const length = (label: string) => out.number({ label, digits: 6 });
const degrees = (label: string) => out.number({ label, digits: 6, suffix: '°' });

const CASES = [
  { value: 'sss', label: 'SSS: three sides a, b, c' },
  { value: 'sas', label: 'SAS: sides a, b and the angle C between them' },
  { value: 'asa', label: 'ASA: angles A, B and the side c between them' },
  { value: 'aas', label: 'AAS: angles A, B and the side a opposite A' },
  { value: 'ssa', label: 'SSA: sides a, b and the angle A opposite a' },
] as const satisfies readonly { value: TriangleCase; label: string }[];

/** The sides, the angles in degrees and the area, as shown. */
const shownParts = (t: SolvedTriangle) => ({
  a: t.a,
  b: t.b,
  c: t.c,
  A: t.A * DEGREES,
  B: t.B * DEGREES,
  C: t.C * DEGREES,
  area: t.area,
});

export default defineCalculator({
  // The drawing comes after the results, so on a phone the first field is in the first screen.
  viewPlacement: 'below',
  inputs: {
    given: select({ label: 'What you know', options: CASES, default: 'sss' }),
    a: side('Side a', 7, 'Opposite angle A. Used by SSS, SAS, AAS and SSA.'),
    b: side('Side b', 8, 'Opposite angle B. Used by SSS, SAS and SSA.'),
    c: side('Side c', 9, 'Opposite angle C. Used by SSS and ASA.'),
    A: angle('Angle A', 40, 'In degrees. Used by ASA, AAS and SSA.'),
    B: angle('Angle B', 60, 'In degrees. Used by ASA and AAS.'),
    C: angle('Angle C', 80, 'In degrees. Used by SAS.'),
  },
  outputs: {
    count: out.text({ label: 'Solutions', primary: true }),
    a: length('Side a'),
    b: length('Side b'),
    c: length('Side c'),
    A: degrees('Angle A'),
    B: degrees('Angle B'),
    C: degrees('Angle C'),
    area: length('Area'),
    perimeter: length('Perimeter'),
    ha: length('Height to side a'),
    hb: length('Height to side b'),
    hc: length('Height to side c'),
    solutions: out.table({
      label: 'Every triangle that fits',
      columns: [
        { key: 'triangle', label: 'Triangle', kind: 'text' },
        { key: 'a', label: 'a', kind: 'number' },
        { key: 'b', label: 'b', kind: 'number' },
        { key: 'c', label: 'c', kind: 'number' },
        { key: 'A', label: 'A (°)', kind: 'number' },
        { key: 'B', label: 'B (°)', kind: 'number' },
        { key: 'C', label: 'C (°)', kind: 'number' },
        { key: 'area', label: 'Area', kind: 'number' },
      ],
    }),
  },
  validate: ({ given, ...parts }) => {
    const outcome = solveTriangle(given, parts);
    return 'problem' in outcome ? [{ field: outcome.field, message: outcome.problem }] : [];
  },
  compute: ({ given, ...parts }) => {
    const outcome = solveTriangle(given, parts);
    // validate has refused every case without a triangle.
    const triangles = 'triangles' in outcome ? outcome.triangles : [];
    const [first] = triangles;
    if (!first) throw new Error('No triangle has these values.');
    return {
      count:
        triangles.length === 2
          ? 'Two triangles fit (the ambiguous case): triangle 1 is shown, both are in the table'
          : 'One triangle',
      ...shownParts(first),
      perimeter: first.perimeter,
      ha: first.heights[0],
      hb: first.heights[1],
      hc: first.heights[2],
      solutions: triangles.map((t, index) => ({ triangle: `Triangle ${index + 1}`, ...shownParts(t) })),
    };
  },
  examples: [
    {
      inputs: { given: 'sss', a: 5, b: 8, c: 9 },
      expect: { C: 84.26, count: 'One triangle' },
      tolerance: 0.005,
      source:
        'web2.0calc, "Solve for the remaining sides and angles" (a = 5, b = 8, c = 9): law of cosines, cos C = 1/10, C = 84.26°',
    },
    {
      inputs: { given: 'sas', a: 6, b: 11, C: 123 },
      expect: { c: 15.13, A: 19.4, B: 37.6 },
      tolerance: 0.05,
      source:
        'HomeworkSource, "Solve the triangle … a = 6, b = 11, C = 123°": law of cosines c ≈ 15.13, then A ≈ 19.40° and B ≈ 37.6°',
    },
    {
      inputs: { given: 'aas', A: 34, B: 45, a: 23 },
      expect: { C: 101, b: 29.1, c: 40.38 },
      tolerance: 0.05,
      source:
        'HomeworkSource, "Solve the triangle A = 34°, C = 101°, a = 23": B = 45°, law of sines b ≈ 29.1 and c ≈ 40.38',
    },
    {
      inputs: { given: 'ssa', A: 35, a: 8, b: 10 },
      expect: {
        count: 'Two triangles fit (the ambiguous case): triangle 1 is shown, both are in the table',
        B: 45.8,
        C: 99.2,
        c: 13.8,
      },
      tolerance: 0.05,
      source:
        'Moodlehub (Alberta Education, Math 30-1), sine law Example 1, case 4: A = 35°, a = 8, b = 10 gives B = 45.8°, C = 99.2°, c = 13.8, or B = 134.2°, C = 10.8°, c = 2.6',
    },
    {
      inputs: { given: 'ssa', A: 54, a: 9, b: 3 },
      expect: { count: 'One triangle', B: 15.645, C: 110.355 },
      tolerance: 0.0005,
      source: 'Algebra.com question 813248 (a = 9, b = 3, α = 54°): only one triangle, β ≈ 15.645° and γ ≈ 110.355°',
    },
  ],
});
