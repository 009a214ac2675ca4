import { DateTimeField } from '../datetime/DateTimeField.tsx';
import { dateTimeKind } from '../datetime/datetime.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the datetime kind in the registries (see ../registry.ts).
registerKinds({ datetime: dateTimeKind });
registerFields({ datetime: DateTimeField });
