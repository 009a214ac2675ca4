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
});
