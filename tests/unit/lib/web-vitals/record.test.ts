import { describe, expect, it } from 'vitest';
import { vitalsRecord, webVitalEvent, type VitalReport } from '../../../../src/lib/web-vitals/record.ts';

const page = {
  href: 'https://www.calculio.com/financial/loan-payment/?amount=25000&rate=6.5#schedule',
  viewportWidth: 390,
  viewportHeight: 844,
  userAgent: 'Mozilla/5.0 (test)',
};
const report = (name: VitalReport['name'], value: number): VitalReport => ({
  name,
  value,
  id: `v5-${name}`,
  rating: 'good',
});

describe('vitalsRecord', () => {
  it('holds the page, viewport, agent, time, release and the three metrics', () => {
    const record = vitalsRecord(
      { CLS: report('CLS', 0.031), LCP: report('LCP', 1834.5), INP: report('INP', 72) },
      page,
      '2025.09.20',
      new Date('2025-09-20T10:00:00Z'),
    );
    expect(record).toEqual({
      url: 'https://www.calculio.com/financial/loan-payment/',
      pathname: '/financial/loan-payment/',
      viewport: '390x844',
      userAgent: 'Mozilla/5.0 (test)',
      timestamp: '2025-09-20T10:00:00.000Z',
      release: '2025.09.20',
      CLS: 0.031,
      LCP: 1834.5,
      INP: 72,
    });
  });

  it('keeps every key, with null for a metric the browser never reported', () => {
    const record = vitalsRecord({ LCP: report('LCP', 900) }, page, '1', new Date(0));
    expect(record.CLS).toBeNull();
    expect(record.INP).toBeNull();
    expect(Object.keys(record)).toHaveLength(9);
  });
});

describe('webVitalEvent', () => {
  it('sends CLS multiplied by 1000 and rounded, with the raw value alongside', () => {
    expect(webVitalEvent(report('CLS', 0.1234))).toEqual({
      metric_name: 'CLS',
      value: 123,
      metric_value: 0.1234,
      metric_id: 'v5-CLS',
      metric_rating: 'good',
      non_interaction: true,
    });
  });

  it('sends LCP and INP in whole milliseconds', () => {
    expect(webVitalEvent(report('LCP', 2500.6))).toMatchObject({ metric_name: 'LCP', value: 2501 });
    expect(webVitalEvent(report('INP', 199.4))).toMatchObject({ metric_name: 'INP', value: 199 });
  });
});
