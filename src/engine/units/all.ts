/* Every unit family loaded: what the build, the calculators' conversions and the tests use. */
import './loaders/space.ts';
import './loaders/matter.ts';
import './loaders/motion.ts';
import './loaders/heat.ts';
import './loaders/electric.ts';
import './loaders/everyday.ts';
