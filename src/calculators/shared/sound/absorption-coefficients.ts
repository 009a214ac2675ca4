/*
 * Random-incidence sound absorption coefficients α of room finishes in the six octave bands
 * 125 Hz to 4 kHz, as published in the table "Absorption coefficients α of building materials and
 * finishes" (Sengpielaudio, after the classic architectural-acoustics tables); plasterboard and
 * doors from Calculla's "Acoustic absorption coefficients table". These are measured properties of
 * materials, not figures that go out of date.
 */

export const OCTAVE_BANDS = [125, 250, 500, 1000, 2000, 4000] as const;

type Coefficients = readonly [number, number, number, number, number, number];

export interface AbsorbingMaterial {
  key: string;
  label: string;
  alpha: Coefficients;
}

const CONCRETE: AbsorbingMaterial = {
  key: 'concrete',
  label: 'Concrete or tile',
  alpha: [0.01, 0.01, 0.015, 0.02, 0.02, 0.02],
};

export const ABSORBING_MATERIALS: readonly AbsorbingMaterial[] = [
  CONCRETE,
  { key: 'vinyl', label: 'Linoleum or vinyl tile on concrete', alpha: [0.02, 0.03, 0.03, 0.03, 0.03, 0.02] },
  { key: 'wood-floor', label: 'Wood floor on joists', alpha: [0.15, 0.11, 0.1, 0.07, 0.06, 0.07] },
  { key: 'parquet', label: 'Parquet on concrete', alpha: [0.04, 0.04, 0.07, 0.06, 0.06, 0.07] },
  { key: 'carpet', label: 'Carpet on concrete', alpha: [0.02, 0.06, 0.14, 0.37, 0.6, 0.65] },
  { key: 'carpet-foam', label: 'Carpet on foam underlay', alpha: [0.08, 0.24, 0.57, 0.69, 0.71, 0.73] },
  { key: 'plasterboard', label: 'Plasterboard (12 mm on studs)', alpha: [0.29, 0.1, 0.06, 0.05, 0.04, 0.04] },
  { key: 'brick', label: 'Brick, unglazed', alpha: [0.03, 0.03, 0.03, 0.04, 0.05, 0.07] },
  { key: 'brick-painted', label: 'Brick, painted', alpha: [0.01, 0.01, 0.02, 0.02, 0.02, 0.03] },
  { key: 'block-painted', label: 'Concrete block, painted', alpha: [0.1, 0.05, 0.06, 0.07, 0.09, 0.08] },
  { key: 'door', label: 'Door, solid wood panels', alpha: [0.1, 0.07, 0.05, 0.04, 0.04, 0.04] },
  { key: 'glass-window', label: 'Window glass', alpha: [0.35, 0.25, 0.18, 0.12, 0.07, 0.04] },
  { key: 'glass-plate', label: 'Plate glass, large pane', alpha: [0.18, 0.06, 0.04, 0.03, 0.02, 0.02] },
  { key: 'curtain', label: 'Heavy curtain (18 oz/yd² molleton)', alpha: [0.14, 0.35, 0.55, 0.72, 0.7, 0.65] },
  { key: 'fiberglass', label: 'Glass-fibre panel, 2 in (50 mm)', alpha: [0.22, 0.82, 0.99, 0.99, 0.99, 0.99] },
  { key: 'foam', label: 'Acoustic foam, 2 in (50 mm)', alpha: [0.06, 0.25, 0.56, 0.81, 0.9, 0.91] },
  { key: 'seats-empty', label: 'Upholstered seats, empty', alpha: [0.49, 0.66, 0.8, 0.88, 0.82, 0.7] },
  { key: 'seats-occupied', label: 'Upholstered seats, occupied', alpha: [0.6, 0.74, 0.88, 0.96, 0.93, 0.85] },
];

/** The material of a key; the first (concrete) for a key not in the table, which a menu never sends. */
export const absorbingMaterial = (key: string): AbsorbingMaterial =>
  ABSORBING_MATERIALS.find((material) => material.key === key) ?? CONCRETE;

/** The materials as menu options. */
export const absorbingMaterialOptions = ABSORBING_MATERIALS.map(({ key, label }) => ({ value: key, label }));
