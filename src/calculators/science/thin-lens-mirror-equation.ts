import { defineCalculator, number, out, radio, select, type FieldError } from '../../engine/index.ts';
import { focalSign, imageNature, solveLens, type Element, type LensUnknown } from '../shared/physics/thin-lens.ts';

const LENGTH = { unitFamily: 'length', unit: 'cm', imperialUnit: 'in', units: ['mm', 'cm', 'm', 'in', 'ft'] } as const;
const LARGEST = 1e9;

const FORMULAS: Record<LensUnknown, string> = {
  image: 'd_i = 1 ÷ (1/f − 1/d_o)',
  object: 'd_o = 1 ÷ (1/f − 1/d_i)',
  focal: 'f = 1 ÷ (1/d_o + 1/d_i)',
};

interface Entries {
  element: Element;
  solveFor: LensUnknown;
  focal: number;
  object: number;
  image: number;
  height: number;
}

/** The three distances with signs, the unknown worked out. */
const solved = ({ element, solveFor, focal, object, image }: Entries) =>
  solveLens(solveFor, { focal: focalSign(element) * focal, object, image });

function problems(entries: Entries): FieldError[] {
  const { focal, object, image } = solved(entries);
  const showable = [focal, object, image].every((value) => Number.isFinite(value) && Math.abs(value) < LARGEST);
  if (entries.solveFor === 'image' && !showable) {
    return [
      { field: 'object', message: 'At the focal point the rays leave parallel and no image forms; move the object.' },
    ];
  }
  if (entries.solveFor === 'object' && !(object > 0 && showable)) {
    return [{ field: 'image', message: 'No real object gives an image there; check the sign of the image distance.' }];
  }
  // An image at the lens itself (0, or −0 typed) gives a focal length of 0 and no power.
  if (entries.solveFor === 'focal' && (image === 0 || focal === 0)) {
    return [{ field: 'image', message: 'An image cannot form at the lens itself; enter a distance other than 0.' }];
  }
  if (entries.solveFor === 'focal' && !showable) {
    return [
      { field: 'image', message: 'An image distance of −d_o means no lens at all; enter another image distance.' },
    ];
  }
  return [];
}

export default defineCalculator({
  // The drawing comes after the results, so on a phone the first field is in the first screen.
  viewPlacement: 'below',
  inputs: {
    element: select({
      label: 'Lens or mirror',
      options: [
        { value: 'converging', label: 'Converging (convex) lens, f > 0' },
        { value: 'diverging', label: 'Diverging (concave) lens, f < 0' },
        { value: 'concave', label: 'Concave mirror, f > 0' },
        { value: 'convex', label: 'Convex mirror, f < 0' },
      ],
      default: 'converging',
    }),
    solveFor: radio({
      label: 'Solve for',
      options: [
        { value: 'image', label: 'Image distance d_i' },
        { value: 'object', label: 'Object distance d_o' },
        { value: 'focal', label: 'Focal length f' },
      ],
      default: 'image',
    }),
    focal: number({
      label: 'Focal length, size (|f|)',
      help: 'Enter it without a sign: the sign follows from the lens or mirror. Not used when solving for f.',
      ...LENGTH,
      default: 10,
      min: 0,
      minInclusive: false,
      max: 1e6,
    }),
    object: number({
      label: 'Object distance (d_o)',
      help: 'From the object to the lens or mirror. Not used when solving for it.',
      ...LENGTH,
      default: 30,
      min: 0,
      minInclusive: false,
      max: 1e6,
    }),
    image: number({
      label: 'Image distance (d_i)',
      help: 'Positive for a real image, negative for a virtual one. Used when solving for d_o or f.',
      ...LENGTH,
      default: 15,
      min: -1e6,
      max: 1e6,
    }),
    height: number({ label: 'Object height (h_o)', ...LENGTH, default: 2, min: 0, minInclusive: false, max: 1e6 }),
  },
  outputs: {
    image: out.number({ label: 'Image distance d_i', primary: true, ...LENGTH }),
    object: out.number({ label: 'Object distance d_o', primary: true, ...LENGTH }),
    focal: out.number({ label: 'Focal length f (with its sign)', primary: true, ...LENGTH }),
    magnification: out.number({ label: 'Magnification m = −d_i ÷ d_o' }),
    imageHeight: out.number({ label: 'Image height h_i = m × h_o (negative: upside down)', ...LENGTH }),
    nature: out.text({ label: 'The image is' }),
    power: out.number({ label: 'Optical power P = 1 ÷ f', suffix: 'dioptres (D)' }),
    formula: out.text({ label: 'Formula, solved for the unknown' }),
  },
  validate: problems,
  compute: (entries) => {
    const { focal, object, image } = solved(entries);
    const magnification = -image / object;
    return {
      image,
      object,
      focal,
      magnification,
      imageHeight: magnification * entries.height,
      nature: imageNature(image, magnification),
      power: 1 / focal,
      formula: FORMULAS[entries.solveFor],
    };
  },
});
