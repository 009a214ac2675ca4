import { CompanionView } from '../../ui/CompanionView.tsx';
import { registerFormPart } from '../form-parts.ts';

// Importing this file is what frames a calculator's own view (see ../form-parts.ts).
registerFormPart('companionView', CompanionView);
