/*
 * Heights of famous landmarks, in metres, each from its owner or surveyor, to compare a silly
 * stack with.
 *
 * Statue of Liberty: US National Park Service, foundation of pedestal to torch 305 ft 1 in.
 * Eiffel Tower: Société d'Exploitation de la Tour Eiffel, 330 m with its antennas.
 * Empire State Building: Empire State Realty Trust, 1,454 ft to the tip.
 * Burj Khalifa: Emaar, 828 m. Mount Everest: 8,848.86 m, the 2020 joint China–Nepal survey.
 */
const FOOT = 0.3048;

export const EIFFEL_TOWER_HEIGHT = 330;

export const LANDMARKS = [
  { name: 'Statue of Liberty (to the torch)', height: (305 + 1 / 12) * FOOT },
  { name: 'Eiffel Tower', height: EIFFEL_TOWER_HEIGHT },
  { name: 'Empire State Building (to the tip)', height: 1454 * FOOT },
  { name: 'Burj Khalifa', height: 828 },
  { name: 'Mount Everest', height: 8848.86 },
] as const;

/** How many of each landmark, one on top of another, a stack of `height` metres reaches. */
export const landmarkComparison = (height: number) =>
  LANDMARKS.map(({ name, height: landmark }) => ({ name, landmark, times: height / landmark }));
