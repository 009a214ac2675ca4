import type { ReactNode } from 'react';
import { unitInfo } from '../../../engine/units/registry.ts';
import type { UnitFamily } from '../../../engine/units/table.ts';
import { URL_STATE_VERSION } from '../../../engine/ui/url-state.ts';
import type { CalculatorViewProps } from '../../../engine/ui/view.ts';
import type { QuickLink } from './converter.ts';
import { SwapButton } from './SwapButton.tsx';
import css from './converter-view.css?inline';

/** The address of a conversion on the same page, as the page's own links write their state. */
function linkQuery(link: { from: string; to: string }, value: number): string {
  return `?${new URLSearchParams({ value: String(value), from: link.from, to: link.to, v: URL_STATE_VERSION }).toString()}`;
}

/**
 * The converter pages' own controls above the form: a button that swaps From and To, and the
 * common conversions of the quantity as links that set the value and both units.
 */
export function converterView<F extends UnitFamily>(family: F, links: readonly QuickLink<F>[]) {
  return function ConverterView({ raw, setValue }: CalculatorViewProps): ReactNode {
    const open = (link: QuickLink<F>, value: number) => {
      setValue('value', String(value));
      setValue('from', link.from);
      setValue('to', link.to);
    };
    return (
      <div className="unit-converter">
        <style href="unit-converter-view" precedence="default">
          {css}
        </style>
        <SwapButton raw={raw} setValue={setValue} />
        <nav aria-label="Common conversions" className="unit-converter__links">
          <p className="unit-converter__title">Common conversions</p>
          <ul>
            {links.map((link) => {
              const value = link.value ?? 1;
              return (
                <li key={`${link.from}-${link.to}`}>
                  <a
                    href={linkQuery(link, value)}
                    onClick={(event) => {
                      event.preventDefault();
                      open(link, value);
                    }}
                  >
                    {unitInfo(family, link.from).symbol} to {unitInfo(family, link.to).label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    );
  };
}
