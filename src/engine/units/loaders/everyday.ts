import { EVERYDAY_UNITS } from '../families/everyday.ts';
import { registerUnits } from '../registry.ts';

// Importing this file is what loads the families of ../families/everyday.ts (see ../registry.ts).
registerUnits(EVERYDAY_UNITS);
