/*
 * Decibels as IEC 60027-3 defines them: a power ratio P₁/P₀ is 10 log₁₀(P₁/P₀) dB, and a ratio of
 * root-power (field) quantities such as voltage, pressure or sample amplitude is 20 log₁₀(F₁/F₀) dB,
 * because power goes with the square of the field quantity.
 */

/** Decibels of a power ratio (10 log). */
export const dbFromPowerRatio = (ratio: number) => 10 * Math.log10(ratio);

/** Decibels of an amplitude (voltage, pressure, sample value) ratio (20 log). */
export const dbFromAmplitudeRatio = (ratio: number) => 20 * Math.log10(ratio);

/** The power ratio a number of decibels stands for. */
export const powerRatioFromDb = (db: number) => 10 ** (db / 10);

/** The amplitude ratio a number of decibels stands for. */
export const amplitudeRatioFromDb = (db: number) => 10 ** (db / 20);

/**
 * 0 dBu: the RMS voltage that delivers 1 mW into 600 Ω, √(0.001 W × 600 Ω) = √0.6 ≈ 0.7746 V
 * (the old dBm of telephone lines, kept as a voltage reference by AES and the broadcast industry).
 */
export const DBU_REFERENCE_VOLTS = Math.sqrt(0.6);

/** 0 dBV: 1 V RMS. */
export const DBV_REFERENCE_VOLTS = 1;
