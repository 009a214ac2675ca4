import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './cooking-volume-measure-converter.ts';

export default converterView('volume', QUICK_LINKS);
