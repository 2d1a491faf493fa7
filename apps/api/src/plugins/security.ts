import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CV_FRAME_ORIGINS } from '@portal/domain/rules';

export interface SecurityOptions {
  /** Origins the SPA talks to besides itself (the OpenID issuer). */
  connectSources: string[];
  /** Whether the portal is served over https (HSTS and upgrade-insecure-requests only then). */
  https: boolean;
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
    await app.register(helmet, {
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
    });
  },
  { name: 'security' },
);
