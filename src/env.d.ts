/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** 'false' turns the advertisement placeholders off. */
  readonly PUBLIC_ADS_ENABLED?: string;
  /** Base URL of the form-collection service (forms post to {base}/f/{id}). */
  readonly PUBLIC_FORMS_ENDPOINT?: string;
  /** Form ids; an empty value means the form is not set up (see src/lib/env.ts). */
  readonly PUBLIC_FORM_SUGGESTION_ID?: string;
  readonly PUBLIC_FORM_NEWSLETTER_ID?: string;
  readonly PUBLIC_FORM_CONTACT_ID?: string;
  /** 'true' adds the optional file attachment to the contact form. */
  readonly PUBLIC_CONTACT_ATTACHMENTS?: string;
  /** Where web-vitals beacons go. */
  readonly PUBLIC_METRICS_URL?: string;
  /** Release name sent with web-vitals measurements; defaults to the package version. */
  readonly PUBLIC_RELEASE?: string;
}
