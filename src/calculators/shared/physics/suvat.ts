/*
 * The constant-acceleration ("SUVAT") equations: v = u + at, s = ut + ½at², s = vt − ½at²,
 * v² = u² + 2as and s = ½(u + v)t. Any three of s, u, v, a, t fix the other two, except where
 * a root of v² = u² + 2as leaves a choice of direction (then the earliest positive time is taken).
 */

export type SuvatKey = 's' | 'u' | 'v' | 'a' | 't';
export type Motion = Record<SuvatKey, number>;

/** The two unknowns, e.g. 'sv' when u, a and t are known. */
export const UNKNOWN_PAIRS = ['sv', 'sa', 'st', 'va', 'ua', 'uv', 'vt', 'ut', 'at', 'su'] as const;
export type UnknownPair = (typeof UNKNOWN_PAIRS)[number];

export type SuvatResult = { ok: true; motion: Motion; note: string } | { ok: false; field: SuvatKey; message: string };

const fail = (field: SuvatKey, message: string): SuvatResult => ({ ok: false, field, message });
const solved = (motion: Motion, note = 'One solution.'): SuvatResult => ({ ok: true, motion, note });

const NEEDS_TIME = 'With these values the time comes out zero or negative; check the signs (up or forward is +).';

/** Time and the unknown velocity when v² = u² + 2as gives two roots, taking the earliest positive time. */
function fromSquare(known: number, a: number, s: number, knownIsStart: boolean): SuvatResult {
  const square = known * known + (knownIsStart ? 2 * a * s : -2 * a * s);
  if (square < 0) return fail('s', 'The object never reaches this displacement with this acceleration.');
  const root = Math.sqrt(square);
  const options = [root, -root]
    .map((other) => {
      const [u, v] = knownIsStart ? [known, other] : [other, known];
      return { u, v, t: a === 0 ? (u !== 0 ? s / u : Number.NaN) : (v - u) / a };
    })
    .filter(({ t }) => Number.isFinite(t) && t > 0)
    .sort((x, y) => x.t - y.t);
  const [first, second] = options;
  if (!first) return fail('a', NEEDS_TIME);
  const note =
    second && second.t !== first.t
      ? 'Two solutions: the object is at this displacement twice. Shown is the earlier one; the later one has the other velocity sign.'
      : 'One solution.';
  return solved({ s, u: first.u, v: first.v, a, t: first.t }, note);
}

/** Solves for the two `unknown` quantities from the three others in `known`. */
export function solveSuvat(unknown: UnknownPair, { s, u, v, a, t }: Motion): SuvatResult {
  switch (unknown) {
    case 'sv':
      return solved({ s: u * t + (a * t * t) / 2, u, v: u + a * t, a, t });
    case 'sa':
      return solved({ s: ((u + v) * t) / 2, u, v, a: (v - u) / t, t });
    case 'st': {
      if (a === 0) return fail('a', 'With zero acceleration the velocity never changes, so u and v must be equal.');
      const time = (v - u) / a;
      if (!(time > 0)) return fail('a', NEEDS_TIME);
      return solved({ s: (v * v - u * u) / (2 * a), u, v, a, t: time });
    }
    case 'va':
      return solved({ s, u, v: (2 * s) / t - u, a: (2 * (s - u * t)) / (t * t), t });
    case 'ua':
      return solved({ s, u: (2 * s) / t - v, v, a: (2 * (v * t - s)) / (t * t), t });
    case 'uv':
      return solved({ s, u: s / t - (a * t) / 2, v: s / t + (a * t) / 2, a, t });
    case 'vt':
      return fromSquare(u, a, s, true);
    case 'ut':
      return fromSquare(v, a, s, false);
    case 'at': {
      const time = (2 * s) / (u + v);
      if (!(time > 0)) return fail('s', NEEDS_TIME);
      return solved({ s, u, v, a: (v - u) / time, t: time });
    }
    case 'su':
      return solved({ s: v * t - (a * t * t) / 2, u: v - a * t, v, a, t });
  }
}
