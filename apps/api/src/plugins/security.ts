import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { CV_FRAME_ORIGINS } from '@portal/domain/rules';

export interface SecurityOptions {
  /** Origins the SPA talks to besides itself (the OpenID issuer). */
  connectSources: string[];
  /** Whether the portal is served over https (HSTS and upgrade-insecure-requests only then). */
  https: boolean;
  /** Receives the headers once computed (for answers written before any hook runs: framework errors). */
  onHeaders?: (headers: readonly [string, string | string[]][]) => void;
}

/**
 * Security headers for everything the server answers. The CSP allows no inline scripts; styles
 * may be inline because the UI kit sets CSS variables in style attributes. The app may open the
 * sign-in popup (COOP same-origin-allow-popups). Frames only ever show the CV viewers of the
 * teacher application detail (Google Drive, OneDrive, SharePoint); images may come from any https
 * host, so CVs given as image links can be shown (docs/decisions/007-cv-preview.md).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: SecurityOptions) => {
    const headers = await fixedHeaders(helmetOptions(opts));
    opts.onHeaders?.(headers);
    // Written on the raw response before any handler runs (a handler may still remove one, as the
    // sign-in popup's page does with the opener policy).
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security' },
);

/**
 * The headers helmet writes with these options. They are the same on every answer, so they are
 * computed once, by helmet itself on a throwaway server, instead of on every request (the Fastify
 * plugin rebuilds helmet and re-parses the CSP for each one: 1.5 % of the server's CPU under load).
 */
async function fixedHeaders(options: FastifyHelmetOptions): Promise<[string, string | string[]][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_req, reply) => {
    reply.send('');
  });
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(res.headers)
    .filter(([name]) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name))
    .map(([name, value]) => [name, value as string | string[]]);
}

function helmetOptions(opts: SecurityOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...opts.connectSources],
        frameSrc: ["'self'", ...CV_FRAME_ORIGINS],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...opts.connectSources],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}
