/**
 * Settings that come from the environment at build time, with the defaults a local build uses.
 * Documented in README.md ("Environment variables").
 */
export const env = {
  adsEnabled: import.meta.env.PUBLIC_ADS_ENABLED !== 'false',
  formsEndpoint: (import.meta.env.PUBLIC_FORMS_ENDPOINT ?? 'https://formspree.io').replace(/\/+$/, ''),
  formIds: {
    suggestion: import.meta.env.PUBLIC_FORM_SUGGESTION_ID ?? 'suggestion',
    newsletter: import.meta.env.PUBLIC_FORM_NEWSLETTER_ID ?? 'newsletter',
    contact: import.meta.env.PUBLIC_FORM_CONTACT_ID ?? 'contact',
  },
  metricsUrl: import.meta.env.PUBLIC_METRICS_URL ?? '/metrics/web-vitals',
} as const;

/** The address a form with the given id posts to: {service}/f/{id}. */
export function formActionUrl(formId: string): string {
  return `${env.formsEndpoint}/f/${encodeURIComponent(formId)}`;
}
