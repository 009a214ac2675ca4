import { TimeZoneField } from '../timezone/TimeZoneField.tsx';
import { timeZoneKind } from '../timezone/timezone.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the timezone kind in the registries (see ../registry.ts).
registerKinds({ timezone: timeZoneKind });
registerFields({ timezone: TimeZoneField });
