import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './volume-converter.ts';

export default converterView('volume', QUICK_LINKS);
