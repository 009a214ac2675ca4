import { describe, expect, it, vi } from 'vitest';
import { trackEvent } from '../../../src/lib/analytics.ts';

describe('trackEvent', () => {
  it('sends the event through gtag when the page has it, and nowhere else', () => {
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    trackEvent('web_vital', { metric_name: 'LCP', value: 1200 }, { gtag, dataLayer });
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'web_vital', { metric_name: 'LCP', value: 1200 });
    expect(dataLayer).toEqual([]);
  });

  it('pushes to the dataLayer when there is no gtag', () => {
    const dataLayer: unknown[] = [];
    trackEvent('web_vital', { metric_name: 'CLS', value: 42 }, { dataLayer });
    expect(dataLayer).toEqual([{ event: 'web_vital', metric_name: 'CLS', value: 42 }]);
  });

  it('does nothing, without failing, when the page has no analytics', () => {
    expect(() => {
      trackEvent('web_vital', { value: 1 }, {});
    }).not.toThrow();
  });
});
