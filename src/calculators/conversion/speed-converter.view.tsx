import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './speed-converter.ts';

export default converterView('speed', QUICK_LINKS);
