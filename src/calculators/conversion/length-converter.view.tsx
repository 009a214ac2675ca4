import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './length-converter.ts';

export default converterView('length', QUICK_LINKS);
