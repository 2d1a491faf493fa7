// Bundles the API (with @portal/domain) into dist/; npm packages stay external, development ones too:
// the dev issuer loads `oidc-provider` (a development dependency) only when it starts, never in production.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
  (d) => !d.startsWith('@portal/'),
);

const here = new URL('.', import.meta.url).pathname;

await build({
  absWorkingDir: here,
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);",
  },
});
console.log('API compilada en apps/api/dist');
