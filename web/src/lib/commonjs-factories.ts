/**
 * Build-time (vite.config.ts): the bundler wraps each CommonJS module of a chunk (React, React
 * DOM, the scheduler, use-sync-external-store...) in a factory that runs on first `require`:
 * `__commonJSMin(((exports, module) => { ... }))`. Chromium's V8 compiles a function at once, on
 * the thread that streams the script in, only when it is a parenthesised `function` expression
 * (a PIFE); the parenthesised arrow above is compiled on the main thread when the app first
 * calls it: React DOM's 200 kB factory in the entry's evaluation, measured at 4x CPU slowdown as
 * ~110-180 ms of V8.ParseFunction in one long task, gone with `function` (docs/architecture.md).
 *
 * Rewrites each such factory as `__commonJSMin((function (exports, module) { ... }))`. The same
 * code: a module's strict code sees neither `this` nor `arguments` of the wrapper in either form
 * (the wrapper calls the factory as a plain function; top-level `arguments` was not defined).
 */
const ARROW_FACTORY = /(__commonJS(?:Min)?\(\()\(([\w$]+(?:, [\w$]+)*)?\) => \{/g;

export function eagerCommonJsFactories(code: string): string {
  return code.replace(
    ARROW_FACTORY,
    (_match, call: string, params: string | undefined) => `${call}function (${params ?? ''}) {`,
  );
}
