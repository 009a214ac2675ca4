import { TimeField } from '../time/TimeField.tsx';
import { timeKind } from '../time/time.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the time kind in the registries (see ../registry.ts).
registerKinds({ time: timeKind });
registerFields({ time: TimeField });
