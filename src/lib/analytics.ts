/**
 * The one place the site hands events to analytics. Nothing is bundled: whatever analytics the
 * page has plugs in by defining Google's gtag() or Tag Manager's dataLayer; without either,
 * events go nowhere.
 */
export type AnalyticsParams = Readonly<Record<string, string | number | boolean>>;

export interface AnalyticsHost {
  gtag?: (command: 'event', name: string, params: AnalyticsParams) => void;
  dataLayer?: unknown[];
}

export function trackEvent(name: string, params: AnalyticsParams, host: AnalyticsHost = window as AnalyticsHost): void {
  if (typeof host.gtag === 'function') host.gtag('event', name, params);
  else if (Array.isArray(host.dataLayer)) host.dataLayer.push({ event: name, ...params });
}
