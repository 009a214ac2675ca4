import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { SwapButton } from '../shared/units/SwapButton.tsx';

/** The general converter's swap button; both menus always hold units of one quantity. */
export default function UnitConverterView({ raw, setValue }: CalculatorViewProps): ReactNode {
  return <SwapButton raw={raw} setValue={setValue} />;
}
