import { describe, expect, it } from 'vitest';
import { errorsWith, outputsWith } from './_algebra-run.ts';

const SLUG = 'slope-line-equation';

describe('the slope calculator', () => {
  it('gives a vertical line its equation x = a and says it has no slope', async () => {
    const outputs = await outputsWith(SLUG, { x1: 3, y1: 1, x2: 3, y2: 5 });
    expect(outputs['slopeIntercept']).toBe('x = 3 (a vertical line)');
    expect(outputs['slope']).toContain('None');
    expect(outputs['standard']).toBe('x = 3');
    expect(outputs['angle']).toBe(90);
  });

  it('writes a horizontal line as y = b with angle 0°', async () => {
    const outputs = await outputsWith(SLUG, { x1: 1, y1: 4, x2: 6, y2: 4 });
    expect(outputs['slopeIntercept']).toBe('y = 4');
    expect(outputs['standard']).toBe('y = 4');
    expect(outputs['angle']).toBe(0);
  });

  it('measures the angle of a falling line from the positive x-axis, up to 180°', async () => {
    expect((await outputsWith(SLUG, { x1: 0, y1: 0, x2: 1, y2: -1 }))['angle']).toBeCloseTo(135, 12);
    expect((await outputsWith(SLUG, { x1: 0, y1: 0, x2: 1, y2: 1 }))['pointSlope']).toBe('y = x');
  });

  it('works in decimals when the coordinates have many decimal places', async () => {
    const outputs = await outputsWith(SLUG, { x1: 0.1234567, y1: 1, x2: 2, y2: 3 });
    expect(outputs['slope']).toBe('1.065789422');
  });

  it('refuses the same point twice', async () => {
    expect(await errorsWith(SLUG, { x1: 2, y1: 2, x2: 2, y2: 2 })).toEqual({
      y2: 'The two points are the same; enter a second point somewhere else.',
    });
  });
});
