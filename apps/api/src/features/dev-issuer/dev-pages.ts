/** HTML of the dev issuer's own pages (Spanish, no inline scripts: CSS and JS are same-origin files). */
import { devPageStart, escapeHtml } from '../../lib/html.ts';

function layout(title: string, body: string, withScript = false): string {
  return `${devPageStart(`${title} | Inicio de sesión institucional (desarrollo)`)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${withScript ? '<script src="/idp/assets/idp.js" defer></script>' : ''}
</head>
<body>
<main class="card">
<p class="brand">Instituto Tecnológico · Cursos de Verano</p>
${body}
</main>
</body>
</html>`;
}

export interface DemoAccount {
  email: string;
  name: string;
}

export function loginPage(opts: {
  uid: string;
  email?: string;
  error?: string | null;
  demoAccounts: DemoAccount[];
}): string {
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  const demos = opts.demoAccounts.length
    ? `<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">Cuentas de demostración</h2>
<p>Contraseña de todas: <code>Verano2026!</code>. Elige una para llenar el formulario.</p>
<ul>${opts.demoAccounts
        .map(
          (a) =>
            `<li><button type="button" class="pick" data-email="${escapeHtml(a.email)}">${escapeHtml(a.name)}<span>${escapeHtml(a.email)}</span></button></li>`,
        )
        .join('')}</ul>
</section>`
    : '';
  return layout(
    'Iniciar sesión',
    `<h1>Iniciar sesión</h1>
<p class="lead">Entra con tu cuenta institucional para continuar en el portal.</p>
${error}
<form method="post" action="/idp/interaction/${escapeHtml(opts.uid)}/login" autocomplete="on">
<label for="email">Correo institucional</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" required value="${escapeHtml(opts.email ?? '')}" placeholder="alumno1@tec.example">
<label for="password">Contraseña</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" class="primary">Iniciar sesión</button>
</form>
<p class="cancel"><a href="/idp/interaction/${escapeHtml(opts.uid)}/abort">Cancelar</a></p>
${demos}
<p class="note">Emisor de desarrollo del portal: en producción se usa la cuenta institucional (Microsoft Entra ID).</p>`,
    true,
  );
}

export function messagePage(title: string, message: string, extra = ''): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p>${extra}`);
}

/** Where "No, seguir con la sesión" leads: back to the portal with the OpenID error for a refusal. */
export interface StayTarget {
  /** The portal's registered post-logout address, or null when the portal did not give one. */
  redirectUri: string | null;
  state: string | null;
}

function stayForm(stay: StayTarget): string {
  if (!stay.redirectUri) {
    return `<form method="get" action="/"><button type="submit" class="secondary">No, seguir con la sesión</button></form>`;
  }
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  return `<form id="stay" method="get" action="${escapeHtml(stay.redirectUri)}">
${hidden('error', 'access_denied')}${hidden('error_description', 'La persona decidió seguir con la sesión.')}${stay.state ? hidden('state', stay.state) : ''}
<button type="submit" class="secondary">No, seguir con la sesión</button>
</form>`;
}

/**
 * The sign-out question. "Sí" posts the issuer's own form (ends the session); "No" ends nothing: in
 * the portal's popup it just closes the popup (the portal sees that at once), and without a script
 * or a popup it returns to the portal with `error=access_denied`. Either way the student stays.
 */
export function logoutPage(form: string, stay: StayTarget): string {
  return layout(
    'Cerrar sesión',
    `<h1>¿Cerrar tu sesión institucional?</h1>
<p class="lead">Saldrás del portal de cursos de verano en este navegador.</p>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout" class="primary">Sí, cerrar sesión</button>
${stayForm(stay)}`,
    true,
  );
}

export const IDP_CSS = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:#f5f7fb;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;padding:24px 16px}
.card{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(27,57,106,.12);padding:28px 24px;border-top:6px solid #1b396a}
.brand{margin:0 0 8px;color:#086566;font-weight:600;font-size:.9rem}
h1{margin:0 0 8px;font-size:1.5rem;color:#1b396a}
h2{font-size:1rem;margin:0 0 4px;color:#1b396a}
.lead{margin:0 0 20px;color:#4a5261}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;min-height:44px;font-size:16px;padding:10px 12px;border:1px solid #8a93a3;border-radius:8px}
input:focus{outline:3px solid #33c6c6;outline-offset:1px;border-color:#1b396a}
button{font:inherit;cursor:pointer}
.primary,.secondary{display:block;width:100%;min-height:48px;margin-top:20px;border-radius:8px;font-weight:700;font-size:1rem}
.primary{background:#1b396a;color:#fff;border:0}
.primary:hover{background:#122950}
.secondary{background:#fff;color:#1b396a;border:1px solid #1b396a;margin-top:10px}
.error{background:#fdecec;color:#8a1111;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.cancel{text-align:center;margin:14px 0 0}
a{color:#1b396a}
.demo{margin-top:24px;border-top:1px solid #e3e7ef;padding-top:16px}
.demo p{margin:0 0 10px;color:#4a5261;font-size:.9rem}
.demo ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.pick{width:100%;min-height:44px;text-align:left;background:#eef3fb;border:1px solid #d8e2f2;border-radius:8px;padding:8px 12px;color:#1d2433;font-weight:600}
.pick span{display:block;font-weight:400;font-size:.85rem;color:#4a5261}
.pick:hover,.pick:focus{background:#d8e2f2}
code{background:#eef3fb;padding:1px 4px;border-radius:4px}
.note{margin:20px 0 0;font-size:.8rem;color:#4a5261}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}`;

/** Fills the form when a demo account is picked (same-origin script: the CSP forbids inline ones). */
export const IDP_JS = `document.addEventListener('click', function (event) {
  var stay = event.target.closest && event.target.closest('#stay button');
  if (stay && window.opener) {
    event.preventDefault();
    window.close();
    return;
  }
  var button = event.target.closest && event.target.closest('button.pick');
  if (!button) return;
  document.getElementById('email').value = button.getAttribute('data-email');
  var password = document.getElementById('password');
  password.value = 'Verano2026!';
  password.focus();
});`;
