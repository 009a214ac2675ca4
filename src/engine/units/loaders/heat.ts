import { HEAT_UNITS } from '../families/heat.ts';
import { registerUnits } from '../registry.ts';

// Importing this file is what loads the families of ../families/heat.ts (see ../registry.ts).
registerUnits(HEAT_UNITS);
