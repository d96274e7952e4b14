// Compiles the API into one ES module, dist/server.js, which production runs with plain `node` (decision 0014).
// The workspace package @arena/shared (TypeScript sources) is bundled in; every other package stays in
// node_modules and must be one of this package's `dependencies`, or the build fails: the production image
// installs only those (`npm ci --omit=dev`), so a package reached only through a devDependency would be missing
// at run time.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const apiRoot = import.meta.dirname;
const manifest = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
const runtimeDependencies = new Set(Object.keys(manifest.dependencies));
const bundled = new Set(['@arena/shared']);
// --outdir: the image test builds into its own copy instead of this package's dist/.
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(apiRoot, 'dist'));

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const missing = new Set();
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
      const name = packageName(args.path);
      if (bundled.has(name)) return undefined;
      if (!runtimeDependencies.has(name)) missing.add(`${name} (imported by ${args.importer})`);
      return { external: true };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: path.join(apiRoot, 'src/server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  // With --enable-source-maps (NODE_OPTIONS in the image, scripts/start.mjs) stack traces name the sources.
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
});

if (missing.size > 0) {
  fs.rmSync(outdir, { recursive: true, force: true });
  console.error(
    `The API bundle imports packages that are not in apps/api "dependencies":\n  ${[...missing].join('\n  ')}`,
  );
  process.exit(1);
}

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `API bundle: ${path.relative(process.cwd(), path.join(outdir, 'server.js'))} (${Math.round(bytes / 1024)} KB with its source map)`,
);
