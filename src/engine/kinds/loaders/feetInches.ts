import { FeetInchesInputs } from '../number/FeetInchesInputs.tsx';
import { registerFeetInchesInputs } from '../number/feet-inches-slot.ts';

// Importing this file is what gives length fields their feet-and-inches boxes (see the slot).
registerFeetInchesInputs(FeetInchesInputs);
