import { describe, expect, it } from 'vitest';
import { idFragment } from '../../../src/lib/id-fragment.ts';

describe('idFragment', () => {
  it('keeps letters and digits, lower-cased, joined by single hyphens', () => {
    expect(idFragment('Financial hub')).toBe('financial-hub');
    expect(idFragment('/construction/concrete-slab-volume/')).toBe('construction-concrete-slab-volume');
    expect(idFragment('contact page')).toBe('contact-page');
  });

  it('is empty for text without letters or digits, so callers can fall back', () => {
    expect(idFragment('/')).toBe('');
  });
});
