import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './area-converter.ts';

export default converterView('area', QUICK_LINKS);
