import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'torque'>[] = [
  { from: 'nm', to: 'lbfft' },
  { from: 'lbfft', to: 'nm' },
  { from: 'lbfin', to: 'nm' },
  { from: 'nm', to: 'lbfin' },
  { from: 'kgfm', to: 'nm' },
  { from: 'lbfft', to: 'kgfm' },
  { from: 'ozfin', to: 'ncm' },
  { from: 'lbfin', to: 'lbfft' },
];

export default defineConverter({
  family: 'torque',
  value: 100,
  from: 'nm',
  to: 'lbfft',
});
