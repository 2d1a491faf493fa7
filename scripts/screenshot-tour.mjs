// A screenshot tour: every screen of the portal, as each role, at 375 and 1280 px, for a person to look at.
//   npm run build && node scripts/screenshot-tour.mjs [--only <text>] [--out <dir>]
// Starts the built portal on a free port with a fresh SQLite database and the demo data (as the e2e
// tests do), signs in the way the browser keeps sessions, and writes full-page PNGs to
// screenshots/tour/ (git-ignored): <width>-<role>-<screen>.png. `--only` keeps the screens whose file
// name contains the text. Debian's Chromium; no internet needed.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freshDatabase, startServer } from '../tools/harness/node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only');
const out = path.resolve(root, option('--out') ?? 'screenshots/tour');
const PASSWORD = 'Verano2026!';
const WIDTHS = [375, 1280];

/** The built portal on a free port, a fresh SQLite database with the demo data: the harness's one starter. */
async function startPortal() {
  for (const built of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, built))) throw new Error(`Falta ${built}: ejecuta npm run build`);
  }
  const database = await freshDatabase('sqlite', { prefix: 'tour' });
  const server = await startServer({ database, host: 'localhost' });
  const stop = async () => {
    await server.stop();
    await database.drop();
  };
  return { baseUrl: server.url, stop };
}

async function json(res) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** What the browser keeps after signing in, as a script run before the portal's own. */
async function sessionScript(baseUrl, role) {
  if (role === 'visitante') return null;
  if (role === 'admin' || role === 'docente') {
    const email = role === 'admin' ? 'admin@tec.example' : 'docente@tec.example';
    const body = await json(
      await fetch(`${baseUrl}/api/auth/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    const value = JSON.stringify({ token: body.access_token, user: body.user, expiresAt: body.expiresAt });
    return { key: 'staff_session', value };
  }
  const email = role === 'estudiante' ? 'alumno1@tec.example' : 'alumno4@tec.example';
  const { access_token } = await json(
    await fetch(`${baseUrl}/idp/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString());
  const { authority, clientId } = await json(await fetch(`${baseUrl}/api/auth/config`));
  const value = JSON.stringify({
    access_token,
    token_type: 'Bearer',
    scope: 'openid profile email api',
    expires_at: claims.exp,
    profile: { sub: claims.sub, oid: claims.oid, name: claims.name, email: claims.email },
  });
  return { key: `oidc.user:${authority}:${clientId}`, value };
}

/** Ids the tour needs from the demo data: a class of the first student, an application. */
async function demoIds(baseUrl) {
  const session = await sessionScript(baseUrl, 'estudiante');
  const token = JSON.parse(session.value).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const mine = await json(await fetch(`${baseUrl}/api/classes/student`, { headers: auth }));
  const admin = await sessionScript(baseUrl, 'admin');
  const adminAuth = { authorization: `Bearer ${JSON.parse(admin.value).token}` };
  const applications = await json(await fetch(`${baseUrl}/api/teachers/applications`, { headers: adminAuth }));
  const classes = await json(await fetch(`${baseUrl}/api/classes?page=1&pageSize=1`, { headers: adminAuth }));
  return {
    myClass: mine[0]?.id_class ?? 1,
    application: applications.find((a) => /\.pdf/i.test(a.cv))?.id ?? applications[0]?.id ?? 1,
    anyClass: classes.data[0]?.id_class ?? 1,
  };
}

function screens(ids) {
  const section = (id) => `/admin/dashboard?seccion=${id}`;
  return {
    visitante: [
      ['inicio', '/'],
      ['reglamento-estudiante', '/Reglamento-Estudiante'],
      ['reglamento-general', '/Reglamento-General'],
      ['reglamento-responsable', '/Reglamento-Responsable'],
      ['solicitud-docente', '/solicitud-impartir-clase'],
      ['solicitud-docente-clase', `/solicitud-impartir-clase/${ids.anyClass}`],
      ['login', '/login'],
      ['staff-login', '/staff/login'],
    ],
    estudiante: [
      ['perfil', '/profile'],
      ['clases', '/classes'],
      ['crear-curso', '/create-class'],
      ['mis-cursos', '/my-courses'],
      ['companeros', `/my-courses/class/${ids.myClass}/students`],
      ['companeros-clase-ajena', '/my-courses/class/999999/students'],
      ['diagnostico', '/diagnostic'],
      ['inicio', '/'],
    ],
    'sin-registro': [
      ['perfil', '/profile'],
      ['mis-cursos', '/my-courses'],
      ['clases', '/classes'],
    ],
    admin: [
      ['resumen', section('resumen')],
      ['aprobar', section('aprobar')],
      ['estudiantes', section('estudiantes')],
      ['salones', section('salones')],
      ['profesores', section('profesores')],
      ['crear', section('crear')],
      ['lista-clase', `/admin/class-students/${ids.anyClass}`],
      ['solicitudes', '/admin/teacher-applications'],
      ['solicitud-detalle', `/admin/teacher-applications/${ids.application}`],
      ['perfil-personal', '/staff/profile'],
    ],
    docente: [['perfil-personal', '/staff/profile']],
  };
}

async function main() {
  mkdirSync(out, { recursive: true });
  const portal = await startPortal();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  let count = 0;
  try {
    const ids = await demoIds(portal.baseUrl);
    for (const [role, list] of Object.entries(screens(ids))) {
      const session = await sessionScript(portal.baseUrl, role);
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          baseURL: portal.baseUrl,
          viewport: { width, height: width < 768 ? 740 : 800 },
          isMobile: width < 768,
          hasTouch: width < 768,
          deviceScaleFactor: 1,
          locale: 'es-MX',
          timezoneId: 'America/Cancun',
          reducedMotion: 'reduce',
        });
        if (session) {
          await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), session);
        }
        // No internet: the CV viewers answer with a small page of our own.
        await context.route(/^https:\/\/(drive|docs)\.google\.com\//, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<h1 style="font-family:sans-serif">Visor de CV</h1>' }),
        );
        const page = await context.newPage();
        for (const [name, url] of list) {
          const file = `${width}-${role}-${name}.png`;
          if (only && !file.includes(only)) continue;
          await page.goto(url);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          // Let skeletons and lazy chunks settle.
          await page.waitForTimeout(600);
          await page.screenshot({ path: path.join(out, file), fullPage: true });
          count += 1;
          console.log(`  ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
  console.log(`${count} capturas en ${path.relative(root, out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
