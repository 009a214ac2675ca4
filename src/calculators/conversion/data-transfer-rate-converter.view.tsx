import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './data-transfer-rate-converter.ts';

export default converterView('dataRate', QUICK_LINKS);
