/**
 * Settings that come from the environment at build time, with the defaults a local build uses.
 * Documented in README.md ("Environment variables").
 */
import { version } from '../../package.json';

/** The variables this site reads; every one is optional. */
export interface EnvSource {
  readonly PUBLIC_ADS_ENABLED?: string | undefined;
  readonly PUBLIC_FORMS_ENDPOINT?: string | undefined;
  readonly PUBLIC_FORM_SUGGESTION_ID?: string | undefined;
  readonly PUBLIC_FORM_NEWSLETTER_ID?: string | undefined;
  readonly PUBLIC_FORM_CONTACT_ID?: string | undefined;
  readonly PUBLIC_CONTACT_ATTACHMENTS?: string | undefined;
  readonly PUBLIC_METRICS_URL?: string | undefined;
  readonly PUBLIC_RELEASE?: string | undefined;
}

/**
 * A form id: unset means the placeholder default, while a variable set to an empty (or blank)
 * value means "this form is not set up", so a build can switch a form off on purpose.
 */
function formId(value: string | undefined, fallback: string): string {
  return value === undefined ? fallback : value.trim();
}

/** Where web-vitals measurements go and the release they are sent with: all a page's script reads. */
export function readMetricsEnv(source: EnvSource, packageVersion: string) {
  return {
    metricsUrl: source.PUBLIC_METRICS_URL || '/metrics/web-vitals',
    release: source.PUBLIC_RELEASE || packageVersion,
  } as const;
}

/** Reads the settings from a set of variables (import.meta.env in the site, plain objects in tests). */
export function readEnv(source: EnvSource, packageVersion: string) {
  return {
    adsEnabled: source.PUBLIC_ADS_ENABLED !== 'false',
    formsEndpoint: (source.PUBLIC_FORMS_ENDPOINT ?? 'https://formspree.io').trim().replace(/\/+$/, ''),
    formIds: {
      suggestion: formId(source.PUBLIC_FORM_SUGGESTION_ID, 'suggestion'),
      newsletter: formId(source.PUBLIC_FORM_NEWSLETTER_ID, 'newsletter'),
      contact: formId(source.PUBLIC_FORM_CONTACT_ID, 'contact'),
    },
    contactAttachments: source.PUBLIC_CONTACT_ATTACHMENTS === 'true',
    ...readMetricsEnv(source, packageVersion),
  } as const;
}

export type Env = ReturnType<typeof readEnv>;

// Marked pure so that a page script reading only `metricsEnv` does not carry the form settings.
export const env: Env = /* @__PURE__ */ readEnv(import.meta.env, version);

export const metricsEnv = /* @__PURE__ */ readMetricsEnv(import.meta.env, version);

/**
 * The address a form with the given id posts to, {service}/f/{id}, or null when the form is not
 * set up (no id, or no service), so the form can say so instead of posting nowhere.
 */
export function formActionUrl(formId: string, endpoint: string = env.formsEndpoint): string | null {
  if (formId === '' || endpoint === '') return null;
  return `${endpoint}/f/${encodeURIComponent(formId)}`;
}
