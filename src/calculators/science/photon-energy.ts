import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { AVOGADRO, PLANCK, SPEED_OF_LIGHT } from '../shared/physics/constants.ts';

const WAVELENGTH = { unitFamily: 'length', unit: 'nm', units: ['nm', 'um', 'mm', 'cm', 'm'] } as const;
const FREQUENCY = { unitFamily: 'frequency', unit: 'thz', units: ['hz', 'khz', 'mhz', 'ghz', 'thz'] } as const;
const ENERGY = { unitFamily: 'energy', unit: 'ev', units: ['ev', 'j', 'kj'] } as const;
const positive = { min: 0, minInclusive: false } as const;

export default defineCalculator({
  inputs: {
    known: radio({
      label: 'I know the photon’s',
      options: [
        { value: 'wavelength', label: 'Wavelength' },
        { value: 'frequency', label: 'Frequency' },
        { value: 'energy', label: 'Energy' },
      ],
      default: 'wavelength',
    }),
    wavelength: number({
      label: 'Wavelength (λ)',
      help: 'Visible light is about 380–750 nm. Used when you know the wavelength.',
      ...WAVELENGTH,
      ...positive,
      default: 500,
      max: 1e12,
    }),
    frequency: number({
      label: 'Frequency (f)',
      help: 'Used when you know the frequency.',
      ...FREQUENCY,
      ...positive,
      default: 599.58,
      max: 1e15,
    }),
    energy: number({
      label: 'Energy (E)',
      help: 'Used when you know the energy.',
      ...ENERGY,
      ...positive,
      default: 2.48,
      max: 1e15,
    }),
  },
  outputs: {
    energy: out.number({ label: 'Photon energy E = h f', primary: true, ...ENERGY, digits: 6 }),
    wavelength: out.number({ label: 'Wavelength λ = c ÷ f', primary: true, ...WAVELENGTH, digits: 6 }),
    frequency: out.number({ label: 'Frequency f = E ÷ h', primary: true, ...FREQUENCY, digits: 6 }),
    momentum: out.number({ label: 'Momentum p = h ÷ λ', unitFamily: 'momentum', unit: 'kgms', units: ['kgms', 'ns'] }),
    molar: out.number({
      label: 'Energy of a mole of photons E × N_A',
      unitFamily: 'energy',
      unit: 'kj',
      units: ['kj', 'kcal', 'j'],
      suffix: 'per mol',
    }),
  },
  compute: ({ known, wavelength, frequency, energy }) => {
    const f = known === 'wavelength' ? SPEED_OF_LIGHT / wavelength : known === 'energy' ? energy / PLANCK : frequency;
    const photon = PLANCK * f;
    return {
      energy: photon,
      wavelength: SPEED_OF_LIGHT / f,
      frequency: f,
      momentum: photon / SPEED_OF_LIGHT,
      molar: photon * AVOGADRO,
    };
  },
});
