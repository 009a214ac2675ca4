import { checkAll, defineCalculator, number, out, radio, type FieldError } from '../../engine/index.ts';

/*
 * Snell's law, n₁ sin θ₁ = n₂ sin θ₂, solved for whichever of the four is unknown, with the
 * critical angle for total internal reflection.
 */

type Unknown = 'n1' | 'theta1' | 'n2' | 'theta2';
interface Ray {
  solveFor: Unknown;
  n1: number;
  theta1: number;
  n2: number;
  theta2: number;
}

const FORMULAS: Record<Unknown, string> = {
  n1: 'n₁ = n₂ sin θ₂ ÷ sin θ₁',
  theta1: 'θ₁ = arcsin(n₂ sin θ₂ ÷ n₁)',
  n2: 'n₂ = n₁ sin θ₁ ÷ sin θ₂',
  theta2: 'θ₂ = arcsin(n₁ sin θ₁ ÷ n₂)',
};

/** The sine of the unknown angle, or the unknown index, from the three known values. */
function solve({ solveFor, n1, theta1, n2, theta2 }: Ray): number {
  if (solveFor === 'n1') return (n2 * Math.sin(theta2)) / Math.sin(theta1);
  if (solveFor === 'n2') return (n1 * Math.sin(theta1)) / Math.sin(theta2);
  if (solveFor === 'theta1') return (n2 * Math.sin(theta2)) / n1;
  return (n1 * Math.sin(theta1)) / n2;
}

function problems(ray: Ray): FieldError[] {
  const value = solve(ray);
  if (ray.solveFor === 'theta2' && value > 1) {
    return [
      {
        field: 'theta1',
        message: 'Beyond the critical angle: the light is totally reflected and does not pass into medium 2.',
      },
    ];
  }
  if (ray.solveFor === 'theta1' && value > 1) {
    return [{ field: 'theta2', message: 'No ray from medium 1 refracts to this angle; make it smaller.' }];
  }
  if ((ray.solveFor === 'n1' && ray.theta1 === 0) || (ray.solveFor === 'n2' && ray.theta2 === 0)) {
    const field = ray.solveFor === 'n1' ? 'theta1' : 'theta2';
    return [
      { field, message: 'A ray along the normal does not bend, so it cannot reveal an index; use an angle above 0°.' },
    ];
  }
  // The other angle at 0° (or −0) would make the index 0, which no medium has.
  if ((ray.solveFor === 'n1' || ray.solveFor === 'n2') && !(value > 0)) {
    const field = ray.solveFor === 'n1' ? 'theta2' : 'theta1';
    return [{ field, message: 'An index of refraction is never 0: enter an angle above 0° here.' }];
  }
  return [];
}

const index = (label: string, fallback: number) =>
  number({
    label,
    help: 'Vacuum 1, air 1.000293, water 1.333, glass about 1.5, diamond 2.419.',
    default: fallback,
    min: 1,
    max: 5,
  });
const angle = (label: string, fallback: number) =>
  number({
    label,
    help: 'Measured from the normal (the line at right angles to the surface).',
    unitFamily: 'angle',
    unit: 'deg',
    units: ['deg', 'rad'],
    default: fallback,
    min: 0,
    max: 89.99,
  });
const angleOut = (label: string) =>
  out.number({ label, primary: true, unitFamily: 'angle', unit: 'deg', units: ['deg', 'rad'] });

export default defineCalculator({
  inputs: {
    solveFor: radio({
      label: 'Solve for',
      options: [
        { value: 'theta2', label: 'Angle of refraction θ₂' },
        { value: 'theta1', label: 'Angle of incidence θ₁' },
        { value: 'n2', label: 'Index of medium 2 (n₂)' },
        { value: 'n1', label: 'Index of medium 1 (n₁)' },
      ],
      default: 'theta2',
    }),
    n1: index('Refractive index of medium 1, where the light comes from (n₁)', 1),
    theta1: angle('Angle of incidence (θ₁)', 30),
    n2: index('Refractive index of medium 2, where the light goes (n₂)', 1.333),
    theta2: angle('Angle of refraction (θ₂)', 22),
  },
  outputs: {
    theta2: angleOut('Angle of refraction θ₂'),
    theta1: angleOut('Angle of incidence θ₁'),
    n2: out.number({ label: 'Refractive index n₂', primary: true }),
    n1: out.number({ label: 'Refractive index n₁', primary: true }),
    critical: out.text({ label: 'Total internal reflection' }),
    criticalAngle: out.number({
      label: 'Critical angle θc = arcsin(n₂ ÷ n₁)',
      unitFamily: 'angle',
      unit: 'deg',
      units: ['deg', 'rad'],
    }),
    formula: out.text({ label: 'Formula, solved for the unknown' }),
  },
  validate: (ray) => checkAll(problems(ray)),
  compute: (ray) => {
    const value = solve(ray);
    const solved = { ...ray, [ray.solveFor]: ray.solveFor.startsWith('theta') ? Math.asin(value) : value };
    const { n1, n2 } = solved;
    return {
      theta1: solved.theta1,
      theta2: solved.theta2,
      n1,
      n2,
      critical:
        n1 > n2
          ? 'Possible: from medium 1, rays steeper than the critical angle are all reflected.'
          : 'Not possible: the light goes into an equal or denser medium (critical angle shown as 90°).',
      criticalAngle: Math.asin(Math.min(1, n2 / n1)),
      formula: FORMULAS[ray.solveFor],
    };
  },
});
