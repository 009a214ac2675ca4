/**
 * Measures CLS, LCP and INP with the web-vitals library and reports them once, when the visitor
 * leaves the page (or hides it: mobile browsers often discard a hidden tab without unloading).
 * The library loads only once the page is idle after its load event, so it never competes
 * with the page itself; its observers read buffered entries, so nothing earlier is lost.
 */
import type { Metric } from 'web-vitals';
import { metricsEnv } from '../lib/env.ts';
import { trackEvent } from '../lib/analytics.ts';
import { VITALS, vitalsRecord, webVitalEvent, type VitalName, type VitalReport } from '../lib/web-vitals/record.ts';

const latest: Partial<Record<VitalName, VitalReport>> = {};
let reported = false;

function isVital(name: string): name is VitalName {
  return (VITALS as readonly string[]).includes(name);
}

function keep(metric: Metric): void {
  if (isVital(metric.name)) latest[metric.name] = { ...metric, name: metric.name };
}

/** Sends the beacon and the analytics events, once per page load however many hide events come. */
function report(): void {
  if (reported) return;
  reported = true;
  const record = vitalsRecord(
    latest,
    {
      href: window.location.href,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      userAgent: navigator.userAgent,
    },
    metricsEnv.release,
    new Date(),
  );
  // A string body goes as text/plain, a type browsers may beacon to a collector on another origin
  // without a CORS preflight (application/json may not be); the text itself is JSON.
  navigator.sendBeacon(metricsEnv.metricsUrl, JSON.stringify(record));
  for (const name of VITALS) {
    const metric = latest[name];
    if (metric) trackEvent('web_vital', webVitalEvent(metric));
  }
}

async function start(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  // Every change is kept, so the latest value is at hand whichever leave event comes first.
  onCLS(keep, { reportAllChanges: true });
  onLCP(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  // Added after the library's own listeners (same target and phase), which therefore run
  // first and hand over the final values before the report is sent.
  window.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') report();
    },
    true,
  );
  window.addEventListener('pagehide', report, true);
}

function whenIdleAfterLoad(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

whenIdleAfterLoad(() => void start());
