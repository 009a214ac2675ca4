import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './torque-converter.ts';

export default converterView('torque', QUICK_LINKS);
