import { INSTITUTION_NAME, INSTITUTION_UNIT } from '../features/exports/institution.ts';
import { escapeHtml } from '../lib/html.ts';

/** A rendered mail: Spanish subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The one mail layout: a greeting, the paragraphs, the institution's signature. Everything a person
 * wrote (names, reasons) is escaped in the HTML part.
 */
export function renderMail(args: {
  subject: string;
  greetingName?: string | null;
  paragraphs: string[];
}): RenderedMail {
  const subject = `${args.subject} — ${INSTITUTION_NAME}`;
  const greeting = args.greetingName ? `Hola, ${args.greetingName}:` : 'Hola:';
  const signature = [INSTITUTION_UNIT, INSTITUTION_NAME];
  const text = [greeting, '', ...args.paragraphs.flatMap((p) => [p, '']), ...signature, ''].join('\n');
  const html = [
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...args.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p style="color:#1B396A"><strong>${escapeHtml(signature[0]!)}</strong><br>${escapeHtml(signature[1]!)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** The applicant's receipt of a teacher application. */
export function applicationReceiptMail(name: string, subjectName: string | null): RenderedMail {
  return renderMail({
    subject: 'Recibimos tu solicitud para impartir una clase',
    greetingName: name,
    paragraphs: [
      subjectName
        ? `Recibimos tu solicitud para impartir la clase de «${subjectName}» en los cursos de verano.`
        : 'Recibimos tu solicitud para impartir una clase en los cursos de verano.',
      'La coordinación la revisará y te escribirá a este correo.',
    ],
  });
}

/** The invitation of an accepted applicant to create their teacher account. */
export function teacherInvitationMail(name: string, url: string, expiresAt: Date): RenderedMail {
  const until = expiresAt.toLocaleDateString('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' });
  return renderMail({
    subject: 'Invitación para crear tu cuenta de docente',
    greetingName: name,
    paragraphs: [
      'Tu solicitud para impartir clases en los cursos de verano fue aceptada. Para entrar al portal como docente, elige tu contraseña en este enlace:',
      url,
      `El enlace sirve una sola vez y vence el ${until}. Si vence, pide a la coordinación académica que te envíe otro.`,
    ],
  });
}
