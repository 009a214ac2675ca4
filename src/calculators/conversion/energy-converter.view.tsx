import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './energy-converter.ts';

export default converterView('energy', QUICK_LINKS);
