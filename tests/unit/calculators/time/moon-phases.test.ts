import { describe, expect, it } from 'vitest';
import {
  phaseJde,
  principalPhases,
  type PrincipalPhase,
} from '../../../../src/calculators/shared/astronomy/lunar-phases.ts';
import { loadCalculator } from '../../../../src/calculators/registry.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../src/engine/examples.ts';
import type { ExampleInput } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const DAY_MS = 86_400_000;
const definition = await loadCalculator('moon-phases');

function outputs(inputs: Record<string, ExampleInput>): Record<string, unknown> {
  const result = evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);
  if (result.status !== 'ok') throw new Error(`not evaluated: ${result.status}`);
  return result.outputs;
}

/** US Naval Observatory, Phases of the Moon, UTC to the minute. */
const USNO: readonly (readonly [PrincipalPhase, string])[] = [
  ['new', '2023-12-12T23:32Z'],
  ['full', '2023-12-27T00:33Z'],
  ['lastQuarter', '2024-01-04T03:30Z'],
  ['new', '2024-01-11T11:57Z'],
  ['firstQuarter', '2024-01-18T03:53Z'],
  ['full', '2024-01-25T17:54Z'],
  ['full', '2024-02-24T12:30Z'],
  ['new', '2024-04-08T18:21Z'],
  ['full', '2026-06-29T23:56Z'],
];

describe('moon-phases: Meeus chapter 49', () => {
  it('reproduces worked example 49.a (new moon of 1977 February, k = −283)', () => {
    // JDE 2443192.65118 = 1977 February 18, 03:37:42 TD; Meeus prints five decimals (about a second).
    expect(phaseJde(-283)).toBeCloseTo(2_443_192.65118, 5);
  });

  it('lands within a minute of each USNO phase', () => {
    for (const [phase, iso] of USNO) {
      const usno = Date.parse(iso);
      const found = principalPhases(usno - 3 * DAY_MS, usno + 3 * DAY_MS).filter((event) => event.phase === phase);
      expect(found, iso).toHaveLength(1);
      expect(Math.abs((found[0]?.instant ?? 0) - usno), iso).toBeLessThan(60_000);
    }
  });

  it('lists every phase once, in order, a quarter lunation apart', () => {
    const events = principalPhases(Date.parse('1999-12-01T00:00Z'), Date.parse('2001-01-01T00:00Z'));
    const order: PrincipalPhase[] = ['new', 'firstQuarter', 'full', 'lastQuarter'];
    for (const [index, event] of events.entries()) {
      const before = events[index - 1];
      if (!before) continue;
      expect(order.indexOf(event.phase)).toBe((order.indexOf(before.phase) + 1) % 4);
      const gap = (event.instant - before.instant) / DAY_MS;
      expect(gap).toBeGreaterThan(5.5);
      expect(gap).toBeLessThan(9);
    }
    expect(events.filter((event) => event.phase === 'full')).toHaveLength(13);
  });
});

describe('moon-phases: the phase of a local day', () => {
  it('names 24 February 2024 the full-moon day in Sydney (USNO 12:30 UTC = 23:30 AEDT)', () => {
    for (const when of ['2024-02-24T00:00', '2024-02-24T23:59']) {
      expect(outputs({ when, zone: 'Australia/Sydney' }).phase, when).toBe('Full moon');
    }
    // The lit fraction peaks about half an hour later, on the 25th; by longitude that day is past full.
    expect(outputs({ when: '2024-02-25T00:30', zone: 'Australia/Sydney' }).phase).toBe('Waning gibbous');
    expect(outputs({ when: '2024-02-23T23:59', zone: 'Australia/Sydney' }).phase).toBe('Waxing gibbous');
  });

  it('names 29 June 2026 the full-moon day in UTC (USNO 23:56 UTC), not 30 June', () => {
    expect(outputs({ when: '2026-06-29T06:00', zone: 'UTC' }).phase).toBe('Full moon');
    expect(outputs({ when: '2026-06-30T06:00', zone: 'UTC' }).phase).toBe('Waning gibbous');
  });

  it('shows the quarters at the USNO minute', () => {
    const upcoming = outputs({ when: '2024-01-01T00:00', zone: 'UTC' }).upcoming;
    expect(upcoming).toContainEqual({ phase: 'Last quarter', when: 'Thursday, January 4, 2024, 03:30 (UTC+00:00)' });
    expect(upcoming).toContainEqual({ phase: 'First quarter', when: 'Thursday, January 18, 2024, 03:53 (UTC+00:00)' });
  });
});
