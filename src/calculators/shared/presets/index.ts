/*
 * Input and output blocks many calculators declare, built from the engine's builders (through
 * engine/index.ts only) and the domain folders' figures:
 * - money-fields.ts: an amount of money (0 to a billion) and an interest rate (APR) field.
 * - loan-term.ts: the loan term field, and a stretch inside it (interest-only, before a balloon).
 * - years-or-months.ts: a span in years or months, from a month up to a given number of years.
 * - time-value-fields.ts: payment frequency and timing, and how long money grows.
 * - schedule-table.ts: the month-by-month payment table and its month and balance columns.
 * - money-chart.ts: the line chart of money over time.
 * - holding-period.ts: an investment's holding period, as years or two dates.
 * - coin-price.ts: the price of one coin, defaulting to the dated market table's price.
 * - position-fields.ts: the long/short choice and the position size of the trading calculators.
 * - body-fields.ts: sex, age, weight, height, activity level, BMR equation and body fat.
 * - habit-fields.ts: days a week and years of a habit, for the lifetime tools.
 * - working-life-fields.ts: working weeks a year and years of work, and a career's total time, for the
 *   meetings and commute tools.
 * - life-span-fields.ts: your age now and the age a lifetime tool counts up to.
 * - fun-results.ts: a span of time and a long distance (km or miles) as results of the funny tools.
 * - travel-fields.ts: a pace, hours of travel per day, and the calendar and moving time of the absurd-trip tools.
 * - menstrual-cycle-fields.ts: the first day of the last period and the average cycle length.
 * - add-or-subtract.ts: the Add / Subtract choice of the date and time arithmetic.
 * - own-days-off.ts: the visitor's own days off, up to six optional dates.
 * - kitchen-amount.ts: an ingredient amount in a volume or weight unit, shown as both.
 * - dough-weights.ts: the ingredient weight and baker's percentage fields of the bread calculators.
 * - pan-fields.ts: one baking pan's shape, size, width, depth and Bundt capacity.
 * - work-schedule.ts: hours and days per week and paid weeks per year, behind every pay conversion.
 * - whole-number-fields.ts: exact whole-number text fields (one number, or a list to factor) of number theory.
 * - euclid-steps-table.ts: the table of Euclid's divisions for a GCF.
 * - prime-factors-table.ts: numbers beside their prime factorizations.
 * - steps-table.ts: the numbered steps of working the math calculators show.
 * - shape-fields.ts: the shape menu and the lettered measurements of the area and volume calculators.
 * - electrical-fields.ts: voltage, current, resistance and power fields and results, and the supply (DC or
 *   AC single- or three-phase) with its power factor.
 * - conductor-fields.ts: the NEC wiring menus: conductor size, metal, solid or stranded, temperature column.
 * - appliance-loads.ts: the running and starting watts of the appliances a generator or inverter powers.
 * - lawn-area.ts: the area of a lawn, bed or field, from square metres to acres and hectares.
 * - weight-result.ts: a weight to buy or spread, in kilograms or pounds.
 * - battery-fields.ts: battery chemistry (with its usable depth), a battery's amp-hours and voltage.
 * - resistor-bands.ts: the band menus of the resistor colour code and the code they describe.
 * - gravity.ts: the gravitational acceleration field of the mechanics tools (standard gravity by default).
 * - chemical-formula.ts: the chemical formula field of the chemistry tools and their per-element table.
 * - temperature-field.ts: a temperature reading field in °C or °F.
 * - temperature-output.ts: a temperature result in °C or °F.
 * - celestial-body.ts: the Sun/planet/Moon menu (or another body by its mass) of the astronomy tools.
 * - reaction-fields.ts: the equation, substance and substance-mass fields of the stoichiometry tools.
 * - medication-dose.ts: a pet's weight, the prescribed dose per kg and the product's strengths, and
 *   the dose in mg, tablets and millilitres worked out from them.
 * - energy-needs.ts: a pet's weight and life stage, and its RER, factor and daily calories.
 * - gestation-fields.ts: the date an animal's pregnancy is counted from, and its birth window.
 * - sleep-cycle-fields.ts: minutes to fall asleep and the length of a sleep cycle, for the sleep planners.
 * - grams-weight.ts: a bird's or reptile's weight in grams or ounces.
 * - pet-water.ts: a pet's daily water (or fluid) range and its middle, in mL or litres and gallons.
 * - race-result.ts: a race distance and time, what to solve for (pace, time or distance), paces per km
 *   and mile, and the table of standard races with their times and paces.
 * - pace-fields.ts: a swim pace per 100 m or yd and a run pace per km or mile, and the metres of each.
 * - cycling-fields.ts: a power in watts.
 * - barbell-fields.ts: a load on the bar in kg or lb, a load result, and how to round planned loads.
 * - roof-slope.ts: a roof's slope as a pitch in 12 or an angle in degrees, and its rise per unit of run.
 * - product-coverage.ts: the length or area one package or piece of a building product covers.
 * - bulk-volume.ts: volume and weight results of the site-prep tools, a price per tonne or US ton, and
 *   the volume, weight and cost of a layer of bulk material.
 * - building-area.ts: an area on a building (roof, attic floor, room, openings) in m² or ft², as a field or a result.
 * - vehicle-fields.ts: distance, fuel economy, fuel amount and pump price fields, and cost per km and mile.
 * - material-order.ts: the waste allowance and price-per-piece fields of the building-material tools.
 * - lumber-fields.ts: a board's thickness or width in inches and a piece length in feet.
 * - tile-fields.ts: a tile's side, thickness or joint width in mm, cm or inches.
 * - room-walls.ts: a room's length, width, wall height, doors and windows, and the ceiling toggle of
 *   the wall-finish tools.
 * - ball-sport-fields.ts: counting-stat fields (hits, at-bats, goals, saves) and innings pitched as 6.1 / 6.2.
 * - video-data-fields.ts: a bitrate, a running time, a file or card size (decimal and binary units) and a
 *   container overhead, and size and bitrate results.
 * - render-job-fields.ts: a video's length and frame rate, render time per frame, passes, machines and a time result.
 * - video-raster-fields.ts: a video's width, height and frame rate, and its bit depth and chroma subsampling.
 * - water-price.ts: the water and sewer price and the volume it is quoted per (m³, 1,000 gal, ccf).
 * - picture-fields.ts: a size in pixels, a screen diagonal, screen length results and the aspect-ratio menu.
 * - air-temperature.ts: the air temperature that sets the speed of sound in the acoustics tools.
 * - sample-rate.ts: an audio sample rate, 8 to 768 kHz.
 * - room-dimensions.ts: the length, width and height of a rectangular room, for the room-acoustics tools.
 */
export {};
