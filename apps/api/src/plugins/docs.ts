import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI document built from the routes' zod schemas, browsable at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal de Cursos de Verano — API',
          description:
            'API del portal de cursos de verano. Los estudiantes se autentican con el token de acceso del inicio de sesión institucional (OpenID Connect); el personal con el token que entrega POST /api/auth/staff/login.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      // Schemas with an id (the error codes) become components the routes refer to, not copies in each.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI's own policy, made as strict as the portal's: never framed, and no
      // upgrade-insecure-requests (on a plain-http run it would send the page's own scripts to https).
      transformStaticCSP: (header) =>
        header
          .replace(/frame-ancestors[^;]*;/, "frame-ancestors 'none';")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { docExpansion: 'list', deepLinking: true },
      uiHooks: {},
    });
  },
  { name: 'docs' },
);
