import type { TimeZoneInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';
import { isTimeZone } from './is-time-zone.ts';

/** An IANA time zone, or 'local' for the visitor's own (compute receives the zone's name). */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const timeZoneKind: KindModule<TimeZoneInputSpec> = {
  parse(raw) {
    if (raw === 'local') return parsed(ownZone());
    return isTimeZone(raw) ? parsed(raw) : broken('invalid', MESSAGES.chooseTimeZone);
  },
  defaultText: (spec) => spec.default,
  linkText: (_spec, text) => (text === 'local' ? ownZone() : text),
};
