import { SPACE_UNITS } from '../families/space.ts';
import { registerUnits } from '../registry.ts';

// Importing this file is what loads the families of ../families/space.ts (see ../registry.ts).
registerUnits(SPACE_UNITS);
