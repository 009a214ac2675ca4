import { DateField } from '../date/DateField.tsx';
import { dateKind } from '../date/date.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the date kind in the registries (see ../registry.ts).
registerKinds({ date: dateKind });
registerFields({ date: DateField });
