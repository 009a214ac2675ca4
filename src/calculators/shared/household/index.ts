/*
 * Household running-cost arithmetic the laundry, shower and moving calculators share:
 * - compost.ts: typical C:N ratios, nitrogen and moisture of compost ingredients, and a mix's C:N and moisture.
 * - moving-boxes.ts: boxes by type (low and high) that each kind of room takes to pack.
 * - moving-trucks.ts: rental truck sizes with their published cargo space, and the truck a load needs.
 * - water.ts: a water and sewer price per cubic metre, 1,000 US gallons or 100 cubic feet, as a
 *   price per cubic metre, and the energy to heat water by a temperature rise.
 */
export {};
