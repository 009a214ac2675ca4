import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorCopies } from '../../../src/build/calculator-copies.mjs';

/** The build's own resolution, reduced to joining a relative path onto the importer's folder. */
const context = {
  resolve: async (source: string, importer: string) =>
    Promise.resolve(
      source.startsWith('.')
        ? { id: join(dirname(importer), source) }
        : { id: `/site/node_modules/${source}/index.js` },
    ),
};

type ResolveHook = (
  this: typeof context,
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<{ id: string } | null>;

async function resolve(source: string, importer: string | undefined): Promise<string | null> {
  const hook = calculatorCopies().resolveId as unknown;
  if (typeof hook !== 'function') throw new Error('the plugin has no resolveId');
  const resolved = await (hook as ResolveHook).call(context, source, importer, {});
  return resolved?.id ?? null;
}

const LOAN = '/site/src/calculators/financial/loan-payment.ts';
const SCHEDULE = '/site/src/calculators/shared/money/loan-schedule.ts';

describe('calculatorCopies', () => {
  it("gives a calculator its own copy of a shared helper, named after the calculator's page", async () => {
    expect(await resolve('../shared/money/loan-schedule.ts', LOAN)).toBe(`${SCHEDULE}?copy-for=loan-payment`);
  });

  it('gives a companion view the same copy as its calculator, so the page holds one', async () => {
    expect(
      await resolve('../shared/money/loan-schedule.ts', '/site/src/calculators/financial/loan-payment.view.tsx'),
    ).toBe(`${SCHEDULE}?copy-for=loan-payment`);
  });

  it('gives the helpers a copy imports copies for the same page', async () => {
    expect(await resolve('./cents.ts', `${SCHEDULE}?copy-for=loan-payment`)).toBe(
      '/site/src/calculators/shared/money/cents.ts?copy-for=loan-payment',
    );
  });

  it('leaves the engine and libraries shared by every page', async () => {
    expect(await resolve('../../engine/index.ts', LOAN)).toBe('/site/src/engine/index.ts');
    expect(await resolve('big.js', `${SCHEDULE}?copy-for=loan-payment`)).toBe('/site/node_modules/big.js/index.js');
  });

  it('leaves a helper shared when something other than a calculator imports it', async () => {
    expect(
      await resolve('../../calculators/shared/cooking/counted-items.ts', '/site/src/lib/recipes/quantities.ts'),
    ).toBeNull();
    expect(await resolve('../shared/money/loan-schedule.ts', undefined)).toBeNull();
  });
});
