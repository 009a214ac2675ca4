import { registerFormPart } from '../form-parts.ts';
import { FeetInchesInputs } from '../number/FeetInchesInputs.tsx';

// Importing this file is what gives length fields their feet-and-inches boxes (see ../form-parts.ts).
registerFormPart('feetInchesInputs', FeetInchesInputs);
