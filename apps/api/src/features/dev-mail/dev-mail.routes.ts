import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@portal/domain/errors';
import { idParam } from '@portal/domain/schemas';
import { latestMails, mailHtml } from '../../mail/outbox.repository.ts';
import { devMailPage } from './dev-mail-page.ts';

/**
 * /dev/mail: the outbox as a mailbox, registered only while the dev issuer is on and no SMTP_URL is
 * set (so never in production). Mails are shown as they would have been sent.
 */
export async function devMailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dev/mail', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devMailPage(await latestMails(app.db, 50))),
  );
  r.get(
    '/dev/mail/:id/html',
    { config: { auth: 'public' }, schema: { hide: true, params: z.object({ id: idParam('El correo') }) } },
    async (req, reply) => {
      const html = await mailHtml(app.db, req.params.id);
      if (html === undefined) throw new DomainError('devMailNotFound');
      // The mail's own HTML, sandboxed: no scripts, no same-origin access.
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'no-store')
        .send(html);
    },
  );
}
