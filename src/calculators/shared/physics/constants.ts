/*
 * Physical constants, CODATA 2018 recommended values (E. Tiesinga et al., Rev. Mod. Phys. 93,
 * 025010 (2021); NIST, physics.nist.gov/constants). c, h, e, k and N_A are exact since the 2019 SI
 * redefinition (SI Brochure 9th ed., table 1); the others carry CODATA's stated uncertainty.
 */

/** Speed of light in vacuum, m/s (exact). */
export const SPEED_OF_LIGHT = 299_792_458;

/** Planck constant, J·s (exact). */
export const PLANCK = 6.626_070_15e-34;

/** Elementary charge, C (exact). */
export const ELEMENTARY_CHARGE = 1.602_176_634e-19;

/** Boltzmann constant, J/K (exact). */
export const BOLTZMANN = 1.380_649e-23;

/** Avogadro constant, 1/mol (exact). */
export const AVOGADRO = 6.022_140_76e23;

/** Molar gas constant R = N_A·k, J/(mol·K) (exact, 8.314 462 618… ). */
export const GAS_CONSTANT = AVOGADRO * BOLTZMANN;

/** Newtonian constant of gravitation, m³/(kg·s²) (relative uncertainty 2.2 × 10⁻⁵). */
export const GRAVITATIONAL = 6.674_30e-11;

/** Vacuum electric permittivity ε₀, F/m. */
export const VACUUM_PERMITTIVITY = 8.854_187_812_8e-12;

/** Coulomb constant k = 1/(4πε₀), N·m²/C². */
export const COULOMB = 1 / (4 * Math.PI * VACUUM_PERMITTIVITY);

/** Electron mass, kg. */
export const ELECTRON_MASS = 9.109_383_701_5e-31;

/** Proton mass, kg. */
export const PROTON_MASS = 1.672_621_923_69e-27;

/** Neutron mass, kg. */
export const NEUTRON_MASS = 1.674_927_498_04e-27;

/** Standard acceleration of gravity g_n, m/s² (exact by definition, 3rd CGPM 1901). */
export const STANDARD_GRAVITY = 9.806_65;

/** Zero of the Celsius scale in kelvins (exact). */
export const CELSIUS_ZERO = 273.15;
