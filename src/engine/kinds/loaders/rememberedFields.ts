import { readRememberedFields, saveRememberedFields } from '../../ui/remembered-fields.ts';
import { registerRememberedStore } from '../../ui/remembered-slot.ts';

// Importing this file is what lets fields marked `remember` be kept in this browser (see the slot).
registerRememberedStore({ read: readRememberedFields, save: saveRememberedFields });
