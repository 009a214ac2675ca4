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
  examples: [
    {
      inputs: { element: 'converging', solveFor: 'image', focal: 50, object: 75 },
      expect: { image: 1.5, magnification: -2 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, section 25.6, worked example "Finding the Image of a Light Bulb Filament by Ray Tracing and by the Thin Lens Equations": a bulb 0.750 m from a lens with f = 0.500 m is imaged 1.50 m beyond it, magnified −2.00',
    },
    {
      inputs: { element: 'converging', solveFor: 'image', focal: 10, object: 7.5 },
      expect: { image: -0.3, magnification: 4 },
      tolerance: 1e-9,
      source:
        'OpenStax College Physics, section 25.6, worked example "Image Produced by a Magnifying Glass": f = 10.0 cm and a book 7.50 cm away give a virtual image at −30.0 cm, magnified 4.00 times',
    },
    {
      inputs: { element: 'concave', solveFor: 'object', focal: 25, image: 300 },
      expect: { object: 0.273 },
      tolerance: 0.0005,
      source:
        'OpenStax College Physics, section 25.7, worked example "A Concave Reflector": a heater mirror of radius 50.0 cm (f = 25.0 cm) that images its coils 3.00 m away has the coils 27.3 cm in front of it',
    },
    {
      inputs: { element: 'diverging', solveFor: 'image', focal: 10, object: 7.5 },
      expect: { image: -0.042_857_142_857, magnification: 0.571_428_571_4 },
      tolerance: 1e-9,
      source:
        'The thin lens equation as HyperPhysics states it (hyperphysics.phy-astr.gsu.edu/hbase/geoopt/lenseq.html), worked by hand: f = −10 cm and d_o = 7.5 cm give 1/d_i = −1/10 − 1/7.5 = −7/30, so d_i = −30/7 cm = −4.2857 cm and m = (30/7)/7.5 = 4/7, a virtual, upright, reduced image',
    },
  ],
});
