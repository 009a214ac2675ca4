import { readRememberedFields, saveRememberedFields } from '../../ui/remembered-fields.ts';
import { registerFormPart } from '../form-parts.ts';

// Importing this file is what lets fields marked `remember` be kept in this browser (see ../form-parts.ts).
registerFormPart('rememberedStore', { read: readRememberedFields, save: saveRememberedFields });
