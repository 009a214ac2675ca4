/*
 * Roasting timetables of the USDA FSIS "from Farm to Table" fact sheets (beef, fresh pork, lamb):
 * minutes per pound to reach the 145 °F safe minimum, at the oven temperature each gives, for the
 * weight range each covers.
 */
export interface Roast {
  label: string;
  ovenF: number;
  fromLb: number;
  toLb: number;
  minutesPerLb: readonly [number, number];
  sheet: string;
}

export const ROASTS = {
  beefRibBoneIn: {
    label: 'Beef rib roast, bone in',
    ovenF: 325,
    fromLb: 4,
    toLb: 6,
    minutesPerLb: [23, 25],
    sheet: 'Beef from Farm to Table',
  },
  beefRound: {
    label: 'Beef round or rump roast',
    ovenF: 325,
    fromLb: 2.5,
    toLb: 4,
    minutesPerLb: [30, 35],
    sheet: 'Beef from Farm to Table',
  },
  porkLoinBoneIn: {
    label: 'Pork loin roast, bone in',
    ovenF: 350,
    fromLb: 3,
    toLb: 5,
    minutesPerLb: [20, 25],
    sheet: 'Fresh Pork from Farm to Table',
  },
  porkLoinBoneless: {
    label: 'Pork loin roast, boneless',
    ovenF: 350,
    fromLb: 2,
    toLb: 4,
    minutesPerLb: [20, 25],
    sheet: 'Fresh Pork from Farm to Table',
  },
  porkCrown: {
    label: 'Pork crown roast',
    ovenF: 350,
    fromLb: 6,
    toLb: 10,
    minutesPerLb: [20, 25],
    sheet: 'Fresh Pork from Farm to Table',
  },
  lambLegBoneIn: {
    label: 'Lamb leg, whole, bone in',
    ovenF: 325,
    fromLb: 5,
    toLb: 7,
    minutesPerLb: [20, 25],
    sheet: 'Lamb from Farm to Table',
  },
  lambLegBoneless: {
    label: 'Lamb leg, boneless, rolled',
    ovenF: 325,
    fromLb: 4,
    toLb: 7,
    minutesPerLb: [25, 30],
    sheet: 'Lamb from Farm to Table',
  },
  lambShoulder: {
    label: 'Lamb shoulder roast',
    ovenF: 325,
    fromLb: 3,
    toLb: 4,
    minutesPerLb: [30, 35],
    sheet: 'Lamb from Farm to Table',
  },
} as const satisfies Record<string, Roast>;

export type RoastCut = keyof typeof ROASTS;
