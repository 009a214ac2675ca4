/*
 * The measures the ingredient charts weigh, apart from the table's schema so the calculators can
 * read them without bringing the schema library to the browser.
 */
/** The measures the charts give a weight for, each as a part of a US cup (16 tbsp, 48 tsp). */
export const MEASURE_IN_CUPS = {
  '1 cup': 1,
  '1/2 cup': 1 / 2,
  '1/3 cup': 1 / 3,
  '1/4 cup': 1 / 4,
  '2 tbsp': 1 / 8,
  '1 tbsp': 1 / 16,
  '1 tsp': 1 / 48,
} as const;

export type PublishedMeasure = keyof typeof MEASURE_IN_CUPS;
