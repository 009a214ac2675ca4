import { checkAll, defineCalculator, lessThan, out, percent } from '../../engine/index.ts';
import { MOTION_UNITS } from '../../engine/units/families/motion.ts';
import { ampHoursField } from '../shared/presets/battery-fields.ts';
import { currentOutput } from '../shared/presets/electrical-fields.ts';

const SECONDS_PER_HOUR = MOTION_UNITS.time.units.h.factor;

export default defineCalculator({
  inputs: {
    capacity: ampHoursField('Battery capacity', 100),
    fromLevel: percent({ label: 'Charge now', default: 20, min: 0, max: 100 }),
    toLevel: percent({ label: 'Charge to', default: 100, min: 0, max: 100 }),
    chargerAmps: ampHoursField('Charger current', 10, 'The amps on the charger label.'),
    efficiency: percent({
      label: 'Charging efficiency',
      default: 85,
      min: 10,
      max: 100,
      help: 'About 85% for lead-acid, 95% for lithium.',
    }),
  },
  validate: ({ fromLevel, toLevel }) =>
    checkAll(lessThan('fromLevel', fromLevel, toLevel, { what: 'The charge now', than: 'the charge to reach' })),
  compute: ({ capacity, fromLevel, toLevel, chargerAmps, efficiency }) => {
    const ampHours = (capacity * (toLevel - fromLevel)) / 100;
    const hours = ampHours / (chargerAmps * (efficiency / 100));
    return {
      time: hours * SECONDS_PER_HOUR,
      hours,
      ampHours,
      cRate: chargerAmps / capacity,
      effectiveAmps: chargerAmps * (efficiency / 100),
    };
  },
  outputs: {
    time: out.duration({ label: 'Charge time', smallest: 'minute', primary: true }),
    hours: out.number({ label: 'Charge time in hours', suffix: 'h', digits: 4 }),
    ampHours: out.number({ label: 'Amp-hours to put back', suffix: 'Ah', digits: 5 }),
    effectiveAmps: currentOutput('Current that ends up stored'),
    cRate: out.number({
      label: 'Charge rate (C)',
      suffix: 'C',
      digits: 3,
      help: 'Lead-acid likes 0.1–0.2 C; most lithium up to 0.5 C.',
    }),
  },
});
