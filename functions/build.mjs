// Bundles the functions (and the shared domain package) into lib/index.js. firebase-functions and
// firebase-admin stay external: Cloud Functions installs them from package.json at deploy time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // @touch4it/ical-timezones reads its VTIMEZONE files from its own folder at run time.
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    '@touch4it/ical-timezones',
  ],
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
