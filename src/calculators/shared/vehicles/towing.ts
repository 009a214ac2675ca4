/*
 * Towing arithmetic with the weight ratings of SAE J2807 and the door-jamb label, all masses in kg.
 * The tongue (hitch) weight rests on the tow vehicle, so it counts against its payload; the whole
 * trailer counts against the combined rating and the rated towing capacity.
 */

export interface TowRig {
  /** Gross vehicle weight rating: the most the loaded tow vehicle may weigh. */
  gvwr: number;
  /** Gross combined weight rating: the most the tow vehicle and trailer together may weigh. */
  gcwr: number;
  /** The maker's rated towing capacity (trailer weight rating). */
  ratedTowing: number;
  curbWeight: number;
  /** People, cargo and hitch gear in or on the tow vehicle. */
  load: number;
  /** The loaded trailer. */
  trailer: number;
  /** The share of the trailer's weight on the hitch, 0–1. */
  tongueShare: number;
}

export type TowLimit = 'rated towing capacity' | 'combined weight rating' | 'payload';

export interface TowCheck {
  tongueWeight: number;
  payloadLeft: number;
  combinedLeft: number;
  towingLeft: number;
  /** The heaviest trailer this vehicle and load may pull, and the rating that sets it. */
  maxTrailer: number;
  limitedBy: TowLimit;
  /** The ratings the planned trailer goes over, in the order above. */
  exceeded: TowLimit[];
}

export function checkTow(rig: TowRig): TowCheck {
  const payload = rig.gvwr - rig.curbWeight - rig.load;
  const tongueWeight = rig.trailer * rig.tongueShare;
  const limits: [TowLimit, number][] = [
    ['rated towing capacity', rig.ratedTowing],
    ['combined weight rating', rig.gcwr - rig.curbWeight - rig.load],
    ['payload', rig.tongueShare > 0 ? payload / rig.tongueShare : Number.POSITIVE_INFINITY],
  ];
  const [limitedBy, maxTrailer] = limits.reduce((lowest, limit) => (limit[1] < lowest[1] ? limit : lowest));
  return {
    tongueWeight,
    payloadLeft: payload - tongueWeight,
    combinedLeft: rig.gcwr - rig.curbWeight - rig.load - rig.trailer,
    towingLeft: rig.ratedTowing - rig.trailer,
    maxTrailer: Math.max(0, maxTrailer),
    limitedBy,
    exceeded: limits.filter(([, most]) => rig.trailer > most).map(([name]) => name),
  };
}
