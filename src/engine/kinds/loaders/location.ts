import { LocationField } from '../location/LocationField.tsx';
import { locationKind } from '../location/location.ts';
import { registerFields } from '../fields.ts';
import { registerKinds } from '../registry.ts';

// Importing this file is what puts the location kind in the registries (see ../registry.ts).
registerKinds({ location: locationKind });
registerFields({ location: LocationField });
