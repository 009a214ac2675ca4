import { describe, expect, it } from 'vitest';
import { umdWithoutRequire } from '../../../src/build/umd-without-require.mjs';

const UMD_HEAD =
  "(function (root, factory) {\n  if (typeof require === 'function' && typeof exports === 'object' && typeof module === 'object') {";

const transform = (code: string, id: string) => {
  const hook = umdWithoutRequire().transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform');
  return (hook as (code: string, id: string) => unknown).call({}, code, id);
};

describe('umdWithoutRequire', () => {
  it("drops the wrapper's question about require, keeping the ones about exports and module", () => {
    expect(transform(UMD_HEAD, '/site/node_modules/pluralize/pluralize.js')).toBe(
      "(function (root, factory) {\n  if (typeof exports === 'object' && typeof module === 'object') {",
    );
  });

  it('leaves every other module as it is', () => {
    expect(transform(UMD_HEAD, '/site/node_modules/other/index.js')).toBeUndefined();
  });

  it('fails the build when a new version of the wrapper no longer asks', () => {
    expect(() => transform('module.exports = pluralize;', '/site/node_modules/pluralize/pluralize.js')).toThrow(
      /no longer asks/,
    );
  });
});
