import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The OpenAPI 3 document of the API, built the same way every time: keys sorted, operationId =
 * the controller method's name (unique across the API, checked here).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Snipstack API')
    .setDescription(
      'Find, create, store and share code snippets grouped by technology.\n\n' +
        'Authenticate with a Firebase ID token, or a personal API token (`ssk_...`, made on the Settings page or with ' +
        '`POST /api/api-tokens`): `Authorization: Bearer <token>`. ' +
        'Every call reads `Accept-Language` (`en-EN` default, `es-ES`) and answers its messages in that language. ' +
        'Errors have one shape: `{ statusCode, message, error }`.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'Firebase ID token or personal API token',
      description:
        'A Firebase ID token (the web app sends one), or a personal API token `ssk_...` (Settings > API tokens): ' +
        'read-scoped tokens may only make GET calls; moderation, admin, account-security and token calls refuse API tokens (403).',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { operationId?: string }>)) {
      const id = operation?.operationId;
      if (!id) continue;
      if (seen.has(id)) throw new Error(`Duplicate operationId "${id}" on ${method.toUpperCase()} ${path} and ${seen.get(id)}`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
    }
  }
  return sortDeep(document) as OpenAPIObject;
}

export function setupSwagger(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Snipstack API',
    swaggerOptions: { persistAuthorization: true, displayOperationId: true },
  });
}
