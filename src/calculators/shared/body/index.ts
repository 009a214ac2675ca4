/*
 * Body arithmetic of the health calculators: kilograms, metres, centimetres and days in, the
 * published equations' results out. Input fields for these live in ../presets/body-fields.ts.
 *
 * - anthropometry.ts: the Sex the equations distinguish, BMI, metres to inches or centimetres,
 *   implausible weight-for-height, cut-offs that allow for float noise.
 * - bmi-for-age.ts: children's BMI-for-age percentiles from the CDC 2000 growth charts, read from
 *   cdc-bmi-for-age.generated.ts (written by scripts/growth-charts.ts; do not edit).
 * - energy.ts: BMR equations, activity levels, calorie floors and kilocalories per kilogram of
 *   body weight; kilojoules.ts: kilojoules per kilocalorie.
 * - macronutrients.ts: Atwater energy per gram, NASEM ranges and RDA, the note on a split.
 * - menstrual-cycle.ts: ovulation, fertile window and next periods of a cycle.
 * - pregnancy.ts: ACOG pregnancy dating, due date, trimesters and gestational age.
 * - met-values.ts (+ met-values.schema.ts, the schema content/data/met-values.yaml is checked
 *   against): a dated table of activities and their MET values from the 2011 Compendium.
 */
