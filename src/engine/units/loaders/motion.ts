import { MOTION_UNITS } from '../families/motion.ts';
import { registerUnits } from '../registry.ts';

// Importing this file is what loads the families of ../families/motion.ts (see ../registry.ts).
registerUnits(MOTION_UNITS);
