import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './time-unit-converter.ts';

export default converterView('time', QUICK_LINKS);
