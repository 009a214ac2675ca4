/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** 'false' turns the advertisement placeholders off. */
  readonly PUBLIC_ADS_ENABLED?: string;
  /** Base URL of the form-collection service (forms post to {base}/f/{id}). */
  readonly PUBLIC_FORMS_ENDPOINT?: string;
  readonly PUBLIC_FORM_SUGGESTION_ID?: string;
  readonly PUBLIC_FORM_NEWSLETTER_ID?: string;
  readonly PUBLIC_FORM_CONTACT_ID?: string;
  /** Where web-vitals beacons go. */
  readonly PUBLIC_METRICS_URL?: string;
}
