import { escapeHtml } from '../lib/html.ts';
import { MAIL_FRAME, type MailText } from './mail-texts.ts';

/** A rendered mail: Spanish subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The one mail layout: the greeting, the paragraphs, the institution's signature, as plain text and as
 * HTML. The words are `mail-texts.ts`'s; everything a person wrote (names, reasons) is escaped in the HTML.
 */
export function renderMail(mail: MailText): RenderedMail {
  const subject = MAIL_FRAME.subject(mail.subject);
  const greeting = MAIL_FRAME.greeting(mail.greetingName);
  const [unit, institution] = MAIL_FRAME.signature;
  const text = [greeting, '', ...mail.paragraphs.flatMap((p) => [p, '']), unit, institution, ''].join('\n');
  const html = [
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p style="color:#1B396A"><strong>${escapeHtml(unit)}</strong><br>${escapeHtml(institution)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
