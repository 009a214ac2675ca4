import { FractionField } from '../fraction/FractionField.tsx';
import { fractionKind } from '../fraction/fraction.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the fraction kind in the registries (see ../registry.ts).
registerKinds({ fraction: fractionKind });
registerFields({ fraction: FractionField });
