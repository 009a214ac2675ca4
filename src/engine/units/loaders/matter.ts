import { MATTER_UNITS } from '../families/matter.ts';
import { registerUnits } from '../registry.ts';

// Importing this file is what loads the families of ../families/matter.ts (see ../registry.ts).
registerUnits(MATTER_UNITS);
