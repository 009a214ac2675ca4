import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './angle-converter.ts';

export default converterView('angle', QUICK_LINKS);
