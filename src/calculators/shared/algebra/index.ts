/*
 * Algebra: equations, roots, powers and expressions for the math hub's algebra tools.
 *
 * - show.ts: how numbers are written inside worked steps (decimals, bracketed negatives, a + bi).
 * - bounds.ts: the coefficient sizes the solvers accept, and the message for the others.
 * - exact.ts: when entries are short enough to be worked in exact fractions.
 * - scalars.ts: one arithmetic over exact fractions or doubles, so a solver serves both.
 * - big-numbers.ts: scientific notation for BigInts and for sizes known only by their logarithm.
 * - decimal-digits.ts: numbers read and rounded as written digits, for significant figures.
 * - radicals.ts: n-th roots of whole numbers in simplest form (√72 = 6√2).
 * - expression/: the scientific calculator's expression language: tokens.ts (reading the text),
 *   syntax.ts (a recursive-descent parser with the usual precedence), evaluate.ts (its value in
 *   degrees or radians, with plain messages for what has none) and written.ts (the expression
 *   written back with its brackets, to show how it was read).
 * - quadratic.ts: roots of ax² + bx + c = 0 without cancellation, and their exact form.
 * - linear-system.ts: Gaussian elimination with partial pivoting, in exact fractions or doubles,
 *   with its row operations for the worked steps.
 */
export {};
