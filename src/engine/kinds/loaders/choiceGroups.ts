import { followGroups, offeredOptions, optionGroups } from '../choice/groups.ts';
import { registerFormPart } from '../form-parts.ts';

// Importing this file is what gives menus their groups, and menus that follow another's (see ../form-parts.ts).
registerFormPart('choiceGroups', { followGroups, offeredOptions, optionGroups });
