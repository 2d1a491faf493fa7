// The sign-in popup lands here (/auth/callback): hand the result to the portal window and close.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { loadAuthConfig } from './lib/auth/auth-config.ts';

function show(title: string, message: string) {
  document.getElementById('title')!.textContent = title;
  const p = document.getElementById('message')!;
  p.textContent = message + ' ';
  const link = document.createElement('a');
  link.href = '/';
  link.textContent = 'Ir al portal';
  p.append(link);
}

async function main() {
  const config = await loadAuthConfig();
  const origin = window.location.origin;
  const manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/auth/callback`,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
  });
  const params = new URLSearchParams(window.location.search);
  if (!window.opener) {
    show('Inicio de sesión', 'Puedes cerrar esta ventana y volver al portal.');
    return;
  }
  if (params.has('code') || params.has('error')) await manager.signinPopupCallback();
  else await manager.signoutPopupCallback();
}

main().catch(() => show('No se pudo completar el inicio de sesión', 'Cierra esta ventana e inténtalo de nuevo.'));
