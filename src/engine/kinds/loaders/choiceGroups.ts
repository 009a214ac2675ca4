import { followGroups, offeredOptions, optionGroups } from '../choice/groups.ts';
import { registerChoiceGroups } from '../choice/groups-slot.ts';

// Importing this file is what gives menus their groups, and menus that follow another's (see the slot).
registerChoiceGroups({ followGroups, offeredOptions, optionGroups });
