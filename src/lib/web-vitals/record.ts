/**
 * What the site reports about a page view's Core Web Vitals: one record for our own collector
 * (sent as a beacon when the page is left) and one analytics event per metric.
 */
import type { AnalyticsParams } from '../analytics.ts';

export const VITALS = ['CLS', 'LCP', 'INP'] as const;
export type VitalName = (typeof VITALS)[number];

/** The part of a web-vitals metric report this site uses. */
export interface VitalReport {
  name: VitalName;
  value: number;
  id: string;
  rating: string;
}

/** Facts about the page view, read from the browser. */
export interface PageView {
  /** The page address; only its origin and path are kept. */
  href: string;
  viewportWidth: number;
  viewportHeight: number;
  userAgent: string;
}

export interface VitalsRecord {
  url: string;
  pathname: string;
  viewport: string;
  userAgent: string;
  timestamp: string;
  release: string;
  CLS: number | null;
  LCP: number | null;
  INP: number | null;
}

/**
 * The beacon body. A metric the browser never reported (INP without any interaction, say) is
 * null rather than missing, so every record has the same keys. The query string is dropped:
 * calculator pages keep their inputs there, and those are the visitor's business.
 */
export function vitalsRecord(
  reports: Partial<Record<VitalName, VitalReport>>,
  page: PageView,
  release: string,
  now: Date,
): VitalsRecord {
  const address = new URL(page.href);
  return {
    url: `${address.origin}${address.pathname}`,
    pathname: address.pathname,
    viewport: `${page.viewportWidth}x${page.viewportHeight}`,
    userAgent: page.userAgent,
    timestamp: now.toISOString(),
    release,
    CLS: reports.CLS?.value ?? null,
    LCP: reports.LCP?.value ?? null,
    INP: reports.INP?.value ?? null,
  };
}

/**
 * The 'web_vital' analytics event for one metric. Analytics values are whole numbers, and CLS is
 * a small fraction (0.1 is already "needs improvement"), so it is sent multiplied by 1000.
 */
export function webVitalEvent(report: VitalReport): AnalyticsParams {
  return {
    metric_name: report.name,
    value: Math.round(report.name === 'CLS' ? report.value * 1000 : report.value),
    metric_value: report.value,
    metric_id: report.id,
    metric_rating: report.rating,
    non_interaction: true,
  };
}
