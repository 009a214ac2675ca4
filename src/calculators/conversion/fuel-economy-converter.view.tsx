import { converterView } from '../shared/units/converter-view.tsx';
import { QUICK_LINKS } from './fuel-economy-converter.ts';

export default converterView('fuelEconomy', QUICK_LINKS);
