import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './data-storage-converter.ts';

export default converterView('data', QUICK_LINKS);
