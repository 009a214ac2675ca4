/*
 * Building-material maths of the construction calculators: lengths, areas and volumes in SI base
 * units (m, m², m³) in, quantities a person buys out.
 *
 * - solids.ts: volumes of the shapes people pour: slabs, footings, round and square columns, steps.
 * - packages.ts: a waste allowance added to a quantity, the whole bags, blocks or sheets that
 *   cover it, and their cost.
 * - attic-ventilation.ts: the attic vent area ratios of IRC R806.2 and the split between high and low vents.
 * - concrete-bags.ts: the published yield of premixed concrete bags by size.
 * - rebar.ts: reinforcing bar sizes and masses (content/data/rebar-sizes.yaml) and slab grids.
 * - framing.ts: members at a spacing on centre (joists, studs, posts) and rows of boards.
 * - stairs-guards.ts: the IRC 2021 stair and guard limits (content/data/irc-2021-stairs-guards.yaml).
 * - sheets.ts: the panel sizes walls, floors and ceilings are covered with (plywood, OSB, drywall).
 * - wood-movement.ts: how wood shrinks and swells with moisture (content/data/wood-dimensional-change.yaml).
 * - wood-density.ts: the density of wood by species and moisture (content/data/wood-specific-gravity.yaml).
 * - ducts.ts: round and rectangular air duct sizes from airflow, friction rate or velocity.
 * - earthwork.ts: weight of a volume, loose volume of dug soil by its swell, round pits.
 * - material-densities.ts: the published weight per volume of gravel, stone and earth.
 * - heat-loss.ts: R-value to RSI, U-factor and heat flow through an assembly.
 * - insulation-materials.ts: R-value per inch of insulation and building materials.
 * - roofing.ts: roof slope (pitch, angle, slope factor), roof surface, roofing squares and rafters.
 * - room-cooling.ts: ENERGY STAR's room air conditioner sizing chart and its adjustments.
 * - room.ts: a rectangular room's perimeter, walls less doors and windows.
 * - grout.ts: the volume of the grout joints of a tiled area (the grout makers' formula).
 * - wallpaper.ts: wallpaper drops with their pattern match, drops per roll and drops across a wall.
 * - carpet.ts: carpet roll widths and the strips, seams and roll length a room takes.
 * - paint.ts: paint volume from area, coats and spreading rate, and the cans paint is sold in.
 * - deck-beam-spans.ts: the deck beam span tables of Wisconsin rule CR 15-043 (content/data/wi-deck-beam-spans.yaml).
 * - joist-spans.ts: floor joist spans by bending and deflection from NDS 2018 design values
 *   (content/data/nds-2018-joist-lumber.yaml), worked out as the IRC R502.3.1 tables are.
 */
export {};
