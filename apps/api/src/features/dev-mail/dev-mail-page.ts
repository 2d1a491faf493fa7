/** The dev mailbox's HTML (Spanish; the dev issuer's stylesheet, no inline scripts or styles). */

import { devPageStart, escapeHtml } from '../../lib/html.ts';

const STATUS: Record<string, string> = {
  pending: 'En espera',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Fallido',
};

export interface DevMail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  created_at: string;
}

export function devMailPage(mails: DevMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article class="mail" id="correo-${m.id}">
<h2>${escapeHtml(m.subject)}</h2>
<p><strong>Para:</strong> ${escapeHtml(m.to_address)} · <strong>Fecha:</strong> <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time> · ${escapeHtml(STATUS[m.status] ?? m.status)}</p>
<pre>${escapeHtml(m.text_body)}</pre>
<p><a href="/dev/mail/${m.id}/html">Ver la versión HTML del correo ${m.id}</a></p>
</article>`,
        )
        .join('\n')
    : '<p>Todavía no hay correos. Aprueba o rechaza una clase, o envía una solicitud de docente, y vuelve aquí.</p>';
  return `${devPageStart('Buzón de desarrollo | Cursos de Verano')}
</head>
<body>
<main class="card">
<h1>Buzón de desarrollo</h1>
<p>Sin SMTP_URL configurado, estos son los correos que el portal habría enviado (los ${mails.length} más recientes de la bandeja de salida).</p>
${items}
</main>
</body>
</html>`;
}
