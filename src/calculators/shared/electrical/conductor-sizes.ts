/** Conductor sizes as the NEC writes them: AWG 14 to 1, 1/0 to 4/0, then kcmil. */
export const CONDUCTOR_SIZES = [
  '14',
  '12',
  '10',
  '8',
  '6',
  '4',
  '3',
  '2',
  '1',
  '1/0',
  '2/0',
  '3/0',
  '4/0',
  '250',
  '300',
  '350',
  '400',
  '500',
  '600',
  '750',
  '1000',
] as const;

export type ConductorSize = (typeof CONDUCTOR_SIZES)[number];
