/** Shown in place of a working form when the build has no form id for it (see src/lib/env.ts). */
export const NOT_CONFIGURED_MESSAGE =
  'Sending is not set up on this copy of the site yet, so this form cannot send anything.';
