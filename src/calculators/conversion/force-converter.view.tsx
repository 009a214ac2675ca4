import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './force-converter.ts';

export default converterView('force', QUICK_LINKS);
