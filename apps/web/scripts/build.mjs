// `npm run build -w @portal/web`: the client build, then the prerendered public pages
// (docs/decisions/009-first-paint.md), then brotli/gzip copies of every compressible file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, minifySync } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'node_modules/.prerender');

/** The routes that arrive prerendered, the screens (source modules) each one shows, and their file. */
const PRERENDERED = [
  {
    paths: ['/', '/home'],
    file: 'home.html',
    screens: ['src/app/layouts/public-layout.tsx', 'src/features/home/home-page.tsx'],
  },
  { paths: ['/login'], file: 'login.html', screens: ['src/features/auth/login-page.tsx'] },
];

/**
 * The signed-in pages that arrive as a shell (docs/decisions/013-signed-in-first-paint.md): their area's
 * frame around the page in its loading state, painted before any script runs. Where the shell holds the
 * page's largest content (`deferJs`: the class list's heading and intro, the dashboard's, my courses' student
 * name written by its `storedName` script), the JavaScript waits for the first paint, as on the public pages;
 * elsewhere the entry, the route's chunks and the module that starts the session's and the page's requests
 * are preloaded from the head, so code and data arrive as early as they can.
 */
const STUDENT_LAYOUT = 'src/app/layouts/student-layout.tsx';
const ADMIN_LAYOUT = 'src/app/layouts/admin-layout.tsx';
const ROUTE_DATA = 'src/app/route-data.ts';
const SHELLS = [
  {
    paths: ['/classes'],
    file: 'classes.html',
    screens: [STUDENT_LAYOUT, 'src/features/classes/classes-page.tsx'],
    deferJs: true,
  },
  {
    paths: ['/my-courses'],
    file: 'my-courses.html',
    screens: [STUDENT_LAYOUT, 'src/features/my-courses/my-courses-page.tsx'],
    deferJs: true,
    // The page's largest content is the student's name: the shell's own script writes the stored one into
    // the header as the page is parsed (src/stored-name.ts), so it paints with the shell.
    storedName: true,
  },
  {
    paths: ['/admin/dashboard'],
    file: 'admin-dashboard.html',
    screens: [ADMIN_LAYOUT, 'src/features/admin-dashboard/admin-dashboard-page.tsx'],
    deferJs: true,
  },
];

// Pass 1 (nothing written): which key pages load each chunk of Rolldown's default split (page-chunks.ts).
const KEY_PAGES = {
  home: ['src/app/layouts/public-layout.tsx', 'src/features/home/home-page.tsx'],
  login: ['src/features/auth/login-page.tsx'],
  classes: [STUDENT_LAYOUT, 'src/features/classes/classes-page.tsx', ROUTE_DATA],
  courses: [STUDENT_LAYOUT, 'src/features/my-courses/my-courses-page.tsx', ROUTE_DATA],
  admin: [ADMIN_LAYOUT, 'src/features/admin-dashboard/admin-dashboard-page.tsx', ROUTE_DATA],
};
/** @type {Record<string, { modules: string[]; imports: string[]; facade: string | null }>} */
const firstPass = {};
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { write: false },
  plugins: [
    {
      name: 'page-chunks-first-pass',
      generateBundle(_, bundle) {
        for (const [file, c] of Object.entries(bundle)) {
          if (c.type === 'chunk')
            firstPass[file] = { modules: c.moduleIds, imports: c.imports, facade: c.facadeModuleId };
        }
      },
    },
  ],
});
const chunkOf = (module) => Object.keys(firstPass).find((f) => firstPass[f].facade === path.join(webRoot, module));
const chunkClosure = (files) => {
  const seen = new Set();
  const visit = (f) => {
    if (!firstPass[f] || seen.has(f)) return;
    seen.add(f);
    firstPass[f].imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
};
const inEntry = chunkClosure([chunkOf('index.html')]);
/** @type {Map<string, string[]>} */
const pagesOfChunk = new Map();
for (const [page, modules] of Object.entries(KEY_PAGES)) {
  for (const f of chunkClosure(modules.map(chunkOf))) {
    if (!inEntry.has(f)) pagesOfChunk.set(f, [...(pagesOfChunk.get(f) ?? []), page]);
  }
}
const facades = new Set(Object.values(firstPass).map((c) => c.facade));
/** @type {Record<string, string>} */
const groupOf = {};
for (const [f, pages] of pagesOfChunk) {
  for (const m of firstPass[f].modules) if (!facades.has(m)) groupOf[m] = `page-${pages.join('-')}`;
}
mkdirSync(ssrOut, { recursive: true });
process.env.PAGE_CHUNKS = path.join(ssrOut, 'page-chunks.json');
writeFileSync(process.env.PAGE_CHUNKS, JSON.stringify(groupOf));

await build({ root: webRoot, logLevel: 'warn' });
delete process.env.PAGE_CHUNKS;
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, ssrManifest: false },
});

/** @type {Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) throw new Error('index.html no está en el manifiesto de Vite');

/** The JS chunks and CSS files of some modules and everything they import statically. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js, css };
}

const entry = closure([entryKey]);
const entryFile = manifest[entryKey].file;
const entryScript = `<script type="module" crossorigin src="/${entryFile}"></script>`;
const entryPreloads = [...entry.js]
  .filter((f) => f !== entryFile)
  .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);

// The boot script of the prerendered pages, content-hashed like Vite's assets (long cache).
// Minified like the chunks: it is on every prerendered page's path (about 500 → 260 bytes gzipped).
const bootSource = minifySync('boot.js', readFileSync(path.join(webRoot, 'scripts/boot.js'), 'utf8'), {
  compress: true,
  mangle: true,
}).code;
const bootFile = `assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;
writeFileSync(path.join(dist, bootFile), bootSource);
// The shell's stored-name script (src/stored-name.ts): bundled on its own (the sign-in readers only, no app
// code), minified and content-hashed like the boot script.
const storedNameBundle = await build({
  root: webRoot,
  configFile: false,
  logLevel: 'warn',
  build: {
    write: false,
    target: 'es2022',
    minify: true,
    lib: { entry: path.join(webRoot, 'src/stored-name.ts'), formats: ['iife'], name: 'portalStoredName' },
  },
});
const storedNameSource = [storedNameBundle].flat()[0].output[0].code;
const storedNameFile = `assets/stored-name-${createHash('sha256').update(storedNameSource).digest('base64url').slice(0, 8)}.js`;
writeFileSync(path.join(dist, storedNameFile), storedNameSource);

/** Adds `disabled` to every button and form field of prerendered markup that is not disabled already. */
function disableControls(markup) {
  return markup.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name, attrs) =>
    /\sdisabled(=|\s|$)/.test(attrs) ? tag : `<${name} disabled${attrs}>`,
  );
}

const { render } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
/** @type {Record<string, string>} */
const routes = {};
for (const page of PRERENDERED) {
  const { js, css } = closure(page.screens);
  const rendered = await render(page.paths[0]);
  // React writes the hero's preload first; it belongs in the head, before the stylesheets.
  const hints = rendered.match(/^(<link rel="preload"[^>]*>)*/)[0];
  const markup = rendered.slice(hints.length);
  // Until React replaces the markup, its form controls are disabled (a button would look ready and do
  // nothing) and keep their look (global.css); links stay real links, and the page stays in the
  // accessibility tree with its landmarks and headings.
  // The route's own CSS is linked now (Vite's loader skips a stylesheet already in the page). The
  // entry and the route's chunks are fetched by the boot script after the first paint.
  const modules = [...entry.js, ...js].filter((f) => f !== entryFile).map((f) => `/${f}`);
  const head = [
    ...(hints ? [hints] : []),
    ...[...css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<script defer src="/${bootFile}" data-entry="/${entryFile}" data-modules="${[...new Set(modules)].join(' ')}"></script>`,
  ];
  let html = template;
  for (const tag of [entryScript, ...entryPreloads]) {
    if (!html.includes(tag)) throw new Error(`index.html sin ${tag}: no se pudo prerenderizar`);
    html = html.replace(tag, '');
  }
  html = html
    .replace('<html lang="es">', '<html lang="es" data-mantine-color-scheme="light">')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div data-prerendered aria-busy="true">${disableControls(markup)}</div></div>`,
    );
  if (html === template) throw new Error('la plantilla index.html cambió: no se pudo prerenderizar');
  writeFileSync(path.join(dist, 'prerendered', page.file), html);
  for (const p of page.paths) routes[p] = page.file;
}
for (const page of SHELLS) {
  if (!manifest[ROUTE_DATA]) throw new Error(`${ROUTE_DATA} no está en el manifiesto de Vite`);
  const { js, css } = closure([...page.screens, ROUTE_DATA]);
  const markup = await render(page.paths[0], { shell: true });
  const links = [...css]
    .filter((f) => !entry.css.has(f))
    .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
  let html = template;
  if (page.deferJs) {
    // As the public pages: the page's largest content is in the shell, so its code waits for the first paint.
    const modules = [...entry.js, ...js].filter((f) => f !== entryFile).map((f) => `/${f}`);
    links.push(
      `<script defer src="/${bootFile}" data-entry="/${entryFile}" data-modules="${[...new Set(modules)].join(' ')}"></script>`,
    );
    for (const tag of [entryScript, ...entryPreloads]) {
      if (!html.includes(tag)) throw new Error(`index.html sin ${tag}: no se pudo prerenderizar`);
      html = html.replace(tag, '');
    }
  } else {
    links.push(
      ...[...js].filter((f) => !entry.js.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    );
  }
  // Parser-blocking on purpose, right after the markup it fills: it runs before the first paint.
  const storedName = page.storedName ? `<script src="/${storedNameFile}"></script>` : '';
  if (page.storedName && !markup.includes('data-stored-name')) throw new Error(`${page.file}: sin data-stored-name`);
  html = html
    .replace('<html lang="es">', '<html lang="es" data-mantine-color-scheme="light">')
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div data-prerendered aria-busy="true">${disableControls(markup)}</div></div>${storedName}`,
    );
  if (!html.includes('data-prerendered')) throw new Error('la plantilla index.html cambió: no se pudo prerenderizar');
  writeFileSync(path.join(dist, 'prerendered', page.file), html);
  for (const p of page.paths) routes[p] = page.file;
}
rmSync(ssrOut, { recursive: true, force: true });

// Precompressed copies for @fastify/static (`preCompressed`), at the best levels, once per build.
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|ico)$/;
let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size >= 1024 && !dir.includes('.vite')) {
      const data = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      files++;
    }
  }
};
walk(dist);
// Last: scripts/start.mjs takes this file's time as the build's.
writeFileSync(path.join(dist, 'prerendered', 'routes.json'), JSON.stringify(routes, null, 2));
console.log(`Prerenderizadas: ${Object.keys(routes).join(', ')}; ${files} archivos precomprimidos (br, gz)`);
