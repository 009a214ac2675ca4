/*
 * Seats at common event rental tables, comfortable and at most (rental companies' seating charts:
 * 48 in round 6–8, 60 in round 8–10, 72 in round 10–12; a 30 × 72 in table 6, 8 with a chair at each
 * end; a 30 × 96 in table 8, 10 with ends), and the floor space a seated dinner takes, about 12 ft²
 * a guest with the aisles.
 */

export const EVENT_TABLES = {
  round48: { label: '48 in (4 ft, 122 cm) round', comfortable: 6, tight: 8 },
  round60: { label: '60 in (5 ft, 152 cm) round', comfortable: 8, tight: 10 },
  round72: { label: '72 in (6 ft, 183 cm) round', comfortable: 10, tight: 12 },
  rect6: { label: '6 ft × 30 in (183 × 76 cm) banquet', comfortable: 6, tight: 8 },
  rect8: { label: '8 ft × 30 in (244 × 76 cm) banquet', comfortable: 8, tight: 10 },
} as const;

export type EventTable = keyof typeof EVENT_TABLES;

/** Floor area per seated guest, ft², tables, chairs and aisles included. */
export const SEATED_FLOOR_FT2_PER_GUEST = 12;
