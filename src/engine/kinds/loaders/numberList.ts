import { NumberListField } from '../number-list/NumberListField.tsx';
import { numberListKind } from '../number-list/number-list.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the numberList kind in the registries (see ../registry.ts).
registerKinds({ numberList: numberListKind });
registerFields({ numberList: NumberListField });
