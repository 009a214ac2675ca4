import { withRepeatedOptions } from '../../ui/shared-options.ts';
import { registerFormPart } from '../form-parts.ts';

// Importing this file is what copies a long option list back into the menus that repeat it (see ../form-parts.ts).
registerFormPart('repeatedOptions', withRepeatedOptions);
