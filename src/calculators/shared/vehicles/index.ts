/*
 * Vehicle arithmetic of the automotive calculators, in the engine's base units (metres, cubic
 * metres, kilometres per litre, pascals, kelvin) so every field can be metric or imperial.
 * Input fields for these live in ../presets/vehicle-fields.ts and ../presets/tire-fields.ts.
 *
 * - fuel.ts: fuel used over a distance, the price of a litre from a price per any volume unit,
 *   and an amount spread over a distance (per km and per mile); fuel-price-units.ts: the units a
 *   pump price is quoted in.
 * - electric-energy.ts: the price of a joule from a price per kWh, and an electric car's joules
 *   per metre.
 * - energy-prices.ts (+ energy-prices.schema.ts, the schema content/data/us-vehicle-energy-prices.yaml
 *   is checked against): US average prices of gasoline, home electricity and public charging.
 * - irs-mileage-rates.ts (+ irs-mileage-rates.schema.ts, for content/data/us-irs-mileage-rates-2026.yaml):
 *   the IRS standard mileage rates of one year.
 * - tire-size.ts: tire sizes read from the sidewall (metric and flotation) into diameter, width,
 *   sidewall and circumference, and the true speed behind a speedometer set for another size.
 * - car-deal.ts: a dealer purchase in exact decimals: sales tax (with or without trade-in
 *   credit), out-the-door price and amount financed.
 * - coolant.ts: the freezing point of an ethylene glycol coolant mix (a cited table) and how much to
 *   drain and refill to reach a target mix.
 * - towing.ts: a trailer checked against GVWR, GCWR, payload (with tongue weight) and the rated
 *   towing capacity, and the heaviest trailer they allow.
 * - lease.ts: a closed-end lease payment (depreciation, rent charge, tax) and money factor ↔ APR.
 */
export {};
