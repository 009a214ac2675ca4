import { DurationField } from '../duration/DurationField.tsx';
import { durationKind } from '../duration/duration.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the duration kind in the registries (see ../registry.ts).
registerKinds({ duration: durationKind });
registerFields({ duration: DurationField });
