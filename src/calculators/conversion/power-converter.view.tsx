import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './power-converter.ts';

export default converterView('power', QUICK_LINKS);
