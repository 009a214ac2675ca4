/*
 * Reference figures for rabbits and guinea pigs (Merck Veterinary Manual, "Rabbits" and "Guinea
 * Pigs" in Exotic and Laboratory Animals).
 */

/** Doe's gestation: 31 days on average, 29–35 days normal; the nest box goes in on day 28. */
export const RABBIT_GESTATION = { earliest: 29, typical: 31, latest: 35 };
export const RABBIT_NEST_BOX_DAY = 28;

/**
 * Guinea pigs cannot make vitamin C: 10 mg/kg a day keeps a healthy adult, and 30 mg/kg a day is
 * given in pregnancy, nursing, illness or recovery from scurvy.
 */
export const GUINEA_PIG_VITAMIN_C = {
  healthy: { label: 'Healthy adult (10 mg/kg a day)', mgPerKg: 10 },
  pregnant: { label: 'Pregnant or nursing (30 mg/kg a day)', mgPerKg: 30 },
  ill: { label: 'Ill or recovering, if your vet advises (30 mg/kg a day)', mgPerKg: 30 },
} as const;
