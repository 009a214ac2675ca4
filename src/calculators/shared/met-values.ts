/*
 * Common activities with their codes and MET values from the 2011 Compendium of Physical
 * Activities (Ainsworth BE, Haskell WL, Herrmann SD et al., Med Sci Sports Exerc
 * 2011;43(8):1575–1581). One MET is the energy of sitting quietly, taken as 1 kcal per kg of body
 * weight per hour. Speeds in km/h are conversions of the Compendium's mph (1 mi = 1.609344 km).
 */

export interface MetActivity {
  /** Five-digit Compendium code. */
  code: string;
  met: number;
  name: string;
}

export const MET_ACTIVITIES = {
  sleeping: { code: '07030', met: 0.95, name: 'Sleeping' },
  sitting: { code: '07021', met: 1.3, name: 'Sitting quietly' },
  walkingStroll: { code: '17151', met: 2.0, name: 'Walking, strolling, under 2 mph (3.2 km/h)' },
  walkingSlow: { code: '17170', met: 3.0, name: 'Walking, 2.5 mph (4 km/h), level' },
  walkingDog: { code: '17165', met: 3.0, name: 'Walking the dog' },
  walkingModerate: { code: '17190', met: 3.5, name: 'Walking, 2.8–3.2 mph (4.5–5.1 km/h), moderate pace' },
  walkingBrisk: { code: '17200', met: 4.3, name: 'Walking, 3.5 mph (5.6 km/h), brisk' },
  walkingVeryBrisk: { code: '17220', met: 5.0, name: 'Walking, 4 mph (6.4 km/h), very brisk' },
  hiking: { code: '17080', met: 6.0, name: 'Hiking, cross country' },
  jogging: { code: '12020', met: 7.0, name: 'Jogging, general' },
  running5: { code: '12030', met: 8.3, name: 'Running, 5 mph (8 km/h, 12 min/mile)' },
  running6: { code: '12050', met: 9.8, name: 'Running, 6 mph (9.7 km/h, 10 min/mile)' },
  running7: { code: '12070', met: 11.0, name: 'Running, 7 mph (11.3 km/h, 8.5 min/mile)' },
  running8: { code: '12090', met: 11.8, name: 'Running, 8 mph (12.9 km/h, 7.5 min/mile)' },
  cyclingLeisure: { code: '01010', met: 4.0, name: 'Cycling, under 10 mph (16 km/h), leisure' },
  cyclingLight: { code: '01020', met: 6.8, name: 'Cycling, 10–11.9 mph (16–19 km/h), light effort' },
  cyclingModerate: { code: '01030', met: 8.0, name: 'Cycling, 12–13.9 mph (19–22 km/h), moderate effort' },
  cyclingStationary: { code: '02010', met: 7.0, name: 'Stationary cycling, general' },
  swimmingLeisure: { code: '18310', met: 6.0, name: 'Swimming, leisurely, not laps' },
  swimmingLapsSlow: { code: '18240', met: 5.8, name: 'Swimming laps, freestyle, light or moderate effort' },
  swimmingLapsFast: { code: '18230', met: 9.8, name: 'Swimming laps, freestyle, fast, vigorous effort' },
  weightsLight: { code: '02054', met: 3.5, name: 'Weight training, multiple exercises, 8–15 reps' },
  weightsVigorous: { code: '02050', met: 6.0, name: 'Weight lifting, power lifting or body building, vigorous' },
  circuit: { code: '02040', met: 8.0, name: 'Circuit training, vigorous' },
  elliptical: { code: '02048', met: 5.0, name: 'Elliptical trainer, moderate effort' },
  rowing: { code: '02071', met: 4.8, name: 'Rowing machine, moderate effort' },
  aerobics: { code: '03015', met: 7.3, name: 'Aerobics, general' },
  ropeJumping: { code: '15551', met: 11.8, name: 'Jumping rope, moderate pace (100–120 skips a minute)' },
  yoga: { code: '02150', met: 2.5, name: 'Yoga, Hatha' },
  pilates: { code: '02105', met: 3.0, name: 'Pilates, general' },
  dancing: { code: '03031', met: 7.8, name: 'Dancing, general (disco, folk, line dancing)' },
  basketball: { code: '15055', met: 6.5, name: 'Basketball, general' },
  soccer: { code: '15610', met: 7.0, name: 'Soccer, casual' },
  tennis: { code: '15675', met: 7.3, name: 'Tennis, general' },
  golf: { code: '15255', met: 4.8, name: 'Golf, general' },
  volleyball: { code: '15710', met: 4.0, name: 'Volleyball, general' },
  gardening: { code: '08245', met: 3.8, name: 'Gardening, general, moderate effort' },
  mowing: { code: '08095', met: 5.5, name: 'Mowing the lawn, general' },
  cleaning: { code: '05020', met: 3.5, name: 'Heavy cleaning (washing the car or windows), moderate effort' },
} as const satisfies Record<string, MetActivity>;

export type MetActivityKey = keyof typeof MET_ACTIVITIES;

export const metActivityKeys = Object.keys(MET_ACTIVITIES) as MetActivityKey[];

/** Energy in kcal: MET × body weight (kg) × hours, the Compendium's own formula. */
export function metCalories(met: number, weightKg: number, hours: number): number {
  return met * weightKg * hours;
}

/** Intensity bands of the Physical Activity Guidelines for Americans (2018). */
export function metIntensity(met: number): string {
  if (met < 1.6) return 'Sedentary (under 1.6 METs)';
  if (met < 3) return 'Light (1.6–2.9 METs)';
  if (met < 6) return 'Moderate (3.0–5.9 METs)';
  return 'Vigorous (6 METs or more)';
}
