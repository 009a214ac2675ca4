import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './rpm-angular-velocity-converter.ts';

export default converterView('angularVelocity', QUICK_LINKS);
