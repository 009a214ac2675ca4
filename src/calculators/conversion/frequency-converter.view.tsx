import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './frequency-converter.ts';

export default converterView('frequency', QUICK_LINKS);
