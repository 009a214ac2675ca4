import { defineCalculator, out, select } from '../../engine/index.ts';
import { wattsField } from '../shared/presets/cycling-fields.ts';
import { COGGAN_ZONES, FTP_FROM_TEST, wholeWatts } from '../shared/sports/power-zones.ts';

const percent = (share: number) => `${Math.round(share * 100)} %`;

export default defineCalculator({
  inputs: {
    test: select({
      label: 'Test',
      options: [
        { value: 'twentyMinute', label: '20-minute test: average power' },
        { value: 'ramp', label: 'Ramp test: best 1-minute power' },
        { value: 'ftp', label: 'I know my FTP' },
      ],
      default: 'twentyMinute',
    }),
    power: wattsField('Test power', 263, 'The average power of the test, or your FTP.'),
  },
  outputs: {
    ftp: out.number({ label: 'Functional threshold power (FTP)', primary: true, decimals: 0, suffix: 'W' }),
    enduranceCeiling: out.number({ label: 'Top of the endurance zone (75 %)', decimals: 0, suffix: 'W' }),
    zones: out.table({
      label: 'Coggan power zones',
      columns: [
        { key: 'zone', label: 'Zone', kind: 'text' },
        { key: 'share', label: '% of FTP', kind: 'text' },
        { key: 'watts', label: 'Watts', kind: 'text' },
        { key: 'purpose', label: 'Used for', kind: 'text' },
      ],
    }),
  },
  compute: ({ test, power }) => {
    const ftp = power * FTP_FROM_TEST[test];
    return {
      ftp,
      enduranceCeiling: wholeWatts(ftp * 0.75),
      zones: COGGAN_ZONES.map(({ zone, from, to, purpose }) => ({
        zone,
        purpose,
        share:
          from === 0
            ? `up to ${percent(to)}`
            : to === Infinity
              ? `over ${percent(from - 0.01)}`
              : `${percent(from)}–${percent(to)}`,
        watts:
          from === 0
            ? `up to ${wholeWatts(ftp * to)} W`
            : to === Infinity
              ? `over ${wholeWatts(ftp * (from - 0.01))} W`
              : `${wholeWatts(ftp * from)}–${wholeWatts(ftp * to)} W`,
      })),
    };
  },
});
