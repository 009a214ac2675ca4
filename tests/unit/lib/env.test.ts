import { describe, expect, it } from 'vitest';
import { formActionUrl, readEnv } from '../../../src/lib/env.ts';

describe('readEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readEnv({}, '1.2.3')).toEqual({
      adsEnabled: true,
      formsEndpoint: 'https://formspree.io',
      formIds: { suggestion: 'suggestion', newsletter: 'newsletter', contact: 'contact' },
      contactAttachments: false,
      metricsUrl: '/metrics/web-vitals',
      release: '1.2.3',
    });
  });

  it('treats a form id set to an empty or blank value as "not set up"', () => {
    const env = readEnv({ PUBLIC_FORM_CONTACT_ID: '', PUBLIC_FORM_SUGGESTION_ID: '  ' }, '1.0.0');
    expect(env.formIds.contact).toBe('');
    expect(env.formIds.suggestion).toBe('');
    expect(env.formIds.newsletter).toBe('newsletter');
  });

  it('drops trailing slashes from the service address', () => {
    expect(readEnv({ PUBLIC_FORMS_ENDPOINT: 'https://forms.example.com//' }, '1').formsEndpoint).toBe(
      'https://forms.example.com',
    );
  });

  it('turns attachments on only for the exact value "true"', () => {
    expect(readEnv({ PUBLIC_CONTACT_ATTACHMENTS: 'true' }, '1').contactAttachments).toBe(true);
    expect(readEnv({ PUBLIC_CONTACT_ATTACHMENTS: 'yes' }, '1').contactAttachments).toBe(false);
  });

  it('takes the release and metrics address from the environment when given', () => {
    const env = readEnv({ PUBLIC_RELEASE: '2025-09-20.1', PUBLIC_METRICS_URL: 'https://rum.example.com/v' }, '1');
    expect(env.release).toBe('2025-09-20.1');
    expect(env.metricsUrl).toBe('https://rum.example.com/v');
  });
});

describe('formActionUrl', () => {
  it('posts to {service}/f/{id}, with the id encoded', () => {
    expect(formActionUrl('xyz 1', 'https://forms.example.com')).toBe('https://forms.example.com/f/xyz%201');
  });

  it('is null when the id or the service is missing, so the form can say it is not set up', () => {
    expect(formActionUrl('', 'https://forms.example.com')).toBeNull();
    expect(formActionUrl('abc', '')).toBeNull();
  });
});
