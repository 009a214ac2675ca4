import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './weight-mass-converter.ts';

export default converterView('mass', QUICK_LINKS);
