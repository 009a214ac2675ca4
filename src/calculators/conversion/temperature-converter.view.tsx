import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './temperature-converter.ts';

export default converterView('temperature', QUICK_LINKS);
