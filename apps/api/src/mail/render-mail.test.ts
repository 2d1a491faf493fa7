import { describe, expect, it } from 'vitest';
import { notificationMail, notificationText } from './mail-texts.ts';
import { renderMail } from './render-mail.ts';

describe('a mail, from its words to its layout', () => {
  const text = notificationText('class.rejected', {
    subject: 'Cálculo <Integral>',
    reason: 'Sin "docente" & sin salón',
  });

  it('greets, says the news, points to the portal and signs as the institution', () => {
    const mail = renderMail(notificationMail(text, { name: 'Ana', hasAccount: true }));
    expect(mail.subject).toBe('Clase rechazada: Cálculo <Integral> — Instituto Tecnológico del Caribe');
    expect(mail.text).toBe(
      [
        'Hola, Ana:',
        '',
        'Tu clase de «Cálculo <Integral>» fue rechazada. Motivo: Sin "docente" & sin salón',
        '',
        'Puedes ver el detalle en el portal de Cursos de Verano.',
        '',
        'Coordinación de Cursos de Verano',
        'Instituto Tecnológico del Caribe',
        '',
      ].join('\n'),
    );
  });

  it('escapes in the HTML part what people wrote', () => {
    const { html } = renderMail(notificationMail(text, { name: '<b>Ana</b>', hasAccount: true }));
    expect(html).toContain('<p>Hola, &lt;b&gt;Ana&lt;/b&gt;:</p>');
    expect(html).toContain('Cálculo &lt;Integral&gt;» fue rechazada. Motivo: Sin &quot;docente&quot; &amp; sin salón');
    expect(html).not.toContain('<Integral>');
  });

  it('tells a mobility student (no account) the news alone', () => {
    const mail = renderMail(notificationMail(text, { name: null, hasAccount: false }));
    expect(mail.text.startsWith('Hola:\n')).toBe(true);
    expect(mail.text).not.toContain('portal');
  });
});
