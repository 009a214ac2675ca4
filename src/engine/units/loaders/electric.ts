import { ELECTRIC_UNITS } from '../families/electric.ts';
import { registerUnits } from '../registry.ts';

// Importing this file is what loads the families of ../families/electric.ts (see ../registry.ts).
registerUnits(ELECTRIC_UNITS);
