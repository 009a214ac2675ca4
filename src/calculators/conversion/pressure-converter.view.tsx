import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './pressure-converter.ts';

export default converterView('pressure', QUICK_LINKS);
