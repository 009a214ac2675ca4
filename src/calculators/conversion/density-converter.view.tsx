import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './density-converter.ts';

export default converterView('density', QUICK_LINKS);
