import { TextField } from '../text/TextField.tsx';
import { textKind } from '../text/text.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the text kind in the registries (see ../registry.ts).
registerKinds({ text: textKind });
registerFields({ text: TextField });
