/*
 * Low-and-slow smoking: hours per pound at a 225 °F pit, as barbecue guides give them (Traeger,
 * Weber and AmazingRibs), or hours per rack for ribs, with each cut's finishing temperature. A
 * hotter pit drives heat in faster in proportion to the gap between the pit and the meat, taken
 * as 160 °F on average (the stall's plateau), so time × (225 − 160) ÷ (pit − 160).
 */
export interface SmokedCut {
  label: string;
  /** Hours per pound at 225 °F, or per rack for ribs. */
  hours: readonly [number, number];
  perRack: boolean;
  doneF: number;
  stall: boolean;
}

export const SMOKED_CUTS = {
  brisket: { label: 'Beef brisket, whole packer', hours: [1, 1.5], perRack: false, doneF: 203, stall: true },
  porkShoulder: {
    label: 'Pork shoulder (butt), for pulling',
    hours: [1.5, 2],
    perRack: false,
    doneF: 203,
    stall: true,
  },
  spareRibs: { label: 'Pork spare ribs (per rack, 3-2-1)', hours: [5, 6], perRack: true, doneF: 195, stall: false },
  babyBackRibs: { label: 'Baby back ribs (per rack, 2-2-1)', hours: [4, 5], perRack: true, doneF: 195, stall: false },
  wholeChicken: { label: 'Whole chicken', hours: [0.5, 0.75], perRack: false, doneF: 165, stall: false },
  turkey: { label: 'Whole turkey', hours: [0.5, 0.67], perRack: false, doneF: 165, stall: false },
} as const satisfies Record<string, SmokedCut>;

export type SmokedCutKey = keyof typeof SMOKED_CUTS;

const REFERENCE_PIT_F = 225;
const MEAT_PLATEAU_F = 160;

/** How much a pit at `pitF` shortens (below 1) or lengthens the 225 °F time. */
export const pitFactor = (pitF: number): number => (REFERENCE_PIT_F - MEAT_PLATEAU_F) / (pitF - MEAT_PLATEAU_F);

export const STALL_NOTE =
  'Expect the stall: around 150–170 °F the temperature can sit still for hours while moisture evaporating from the surface cools the meat. Wait it out, or wrap it in butcher paper or foil (the "Texas crutch") to push through faster.';
