import { describe, expect, it } from 'vitest';
import youtubeBitrate from '../../../../src/calculators/video/youtube-recommended-upload-bitrate.ts';
import {
  recommendedAudioRate,
  recommendedVideoRate,
} from '../../../../src/calculators/shared/video/youtube-upload-bitrates.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every unit family loaded, as on the page (which loads those of the fields and results).
import '../../../../src/engine/units/all.ts';

const context = buildContext(new Date('2026-11-26T12:00:00'));

function run(values: Record<string, string>) {
  const state = defaultState(youtubeBitrate.inputs, context);
  Object.assign(state.values, values);
  return evaluate(youtubeBitrate, state, context);
}

describe('YouTube recommended upload bitrates', () => {
  it('reads a range low to high and a single figure as both ends', () => {
    expect(recommendedVideoRate('4320p', 'sdr', 'standard')).toEqual({ from: 80e6, to: 160e6 });
    expect(recommendedVideoRate('720p', 'sdr', 'high')).toEqual({ from: 7.5e6, to: 7.5e6 });
    expect(recommendedAudioRate('surround')).toBe(512_000);
  });

  it('has no HDR figure below 720p, where YouTube says "Not supported"', () => {
    expect(recommendedVideoRate('480p', 'hdr', 'standard')).toBeUndefined();
    expect(recommendedVideoRate('360p', 'hdr', 'high')).toBeUndefined();
  });

  it('refuses HDR at 480p with a message at the dynamic range field', () => {
    const result = run({ resolution: '480p', dynamicRange: 'hdr' });
    expect(result.status).toBe('invalid');
    expect(JSON.stringify(result)).toContain('YouTube does not take HDR uploads below 720p');
  });

  it('takes any resolution with my own bitrates', () => {
    const result = run({ resolution: '480p', dynamicRange: 'hdr', figures: 'own' });
    expect(result.status).toBe('ok');
  });
});
