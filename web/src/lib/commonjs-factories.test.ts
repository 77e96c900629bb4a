import { describe, expect, it } from 'vitest';
import { eagerCommonJsFactories } from './commonjs-factories';

/** A chunk as the bundler renders it before minifying, with its CommonJS helper. */
const CHUNK = `import { r as __toESM, t as __commonJSMin } from "./rolldown-runtime.js";
var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {
\tvar REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");
\texports.version = "19.3.1";
}));
var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tmodule.exports = require_react_production();
}));
var require_side_effects = /* @__PURE__ */ __commonJSMin((() => {
\tglobalThis.loaded = true;
}));
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
const useLater = () => (() => {})();
export { require_react as t };
`;

describe('eagerCommonJsFactories', () => {
  const rewritten = eagerCommonJsFactories(CHUNK);

  it('makes each CommonJS factory a parenthesised function expression', () => {
    expect(rewritten).toContain('__commonJSMin((function (exports) {\n');
    expect(rewritten).toContain('__commonJSMin((function (exports, module) {\n');
    expect(rewritten).toContain('__commonJSMin((function () {\n');
    expect(rewritten).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it('changes nothing else: the other arrows, the bodies and the closing brackets', () => {
    expect(rewritten).toContain('const useLater = () => (() => {})();');
    expect(rewritten.replaceAll(/\(function \(([^)]*)\) \{/g, '(($1) => {')).toBe(CHUNK);
  });

  it('runs the same: the factories export what they did', () => {
    const run = (code: string) => {
      const body = code
        .replace(/^import .*$/m, '')
        .replace(/^export .*$/m, 'return require_react();');
      const commonJsMin =
        (factory: (e: object, m: object) => void, module?: { exports: object }) => () => (
          module || factory((module = { exports: {} }).exports, module),
          module.exports
        );
      const toEsm = (value: unknown) => value;
      return new Function('__commonJSMin', '__toESM', `"use strict";${body}`)(commonJsMin, toEsm);
    };
    expect(run(rewritten)).toEqual(run(CHUNK));
    expect(run(rewritten)).toMatchObject({ version: '19.3.1' });
  });
});
