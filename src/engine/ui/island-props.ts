import type { Evaluation } from '../evaluate.ts';
import type { RawState } from '../state.ts';
import type { InputSpec, Place } from '../types/inputs.ts';
import type { OutputSpec } from '../types/outputs.ts';
import type { SameOptions } from './shared-options.ts';

/** What a page hands the calculator island: everything computed at build time. */
export interface CalculatorIslandProps {
  slug: string;
  /** URL of the calculator's own chunk in the built site (absent in the dev server). */
  chunk?: string | undefined;
  /** Whether the calculator has a companion view (`<slug>.view.tsx`), and its chunk's URL. */
  hasView?: boolean | undefined;
  viewChunk?: string | undefined;
  /** Where the companion view goes (see CalculatorDefinition.viewPlacement). */
  viewPlacement?: 'above' | 'below' | undefined;
  inputs: Record<string, InputSpec>;
  /** Menus sent without their options, which repeat another menu's (see shared-options.ts). */
  sameOptionsAs?: SameOptions | undefined;
  outputs: Record<string, OutputSpec>;
  /** The defaults as computed at build time, and their result, so the page works before JavaScript. */
  initial: RawState;
  prerendered: Evaluation;
  cities?: readonly (Place & { id: string })[] | undefined;
}
