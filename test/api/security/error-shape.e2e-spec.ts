import { startApp, type TestApp } from '../support/app';
import { bearer, createMember, type Member } from '../support/identity';

/**
 * Errors raised by Fastify itself, before any Nest code runs (router, body parser, size limit), have
 * the API's one error shape with a translated message, like the errors of the application.
 */
let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await startApp();
  member = await createMember();
});
afterAll(async () => {
  await t?.close();
});

/** The body is exactly `{statusCode, message, error}` with the status of the answer and a non-empty message. */
function expectErrorShape(res: { status: number; body: unknown }, status: number): { statusCode: number; message: string; error: string } {
  expect(res.status).toBe(status);
  const body = res.body as { statusCode: number; message: string; error: string };
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(typeof body.error).toBe('string');
  return body;
}

const longId = 'a'.repeat(150);

describe('a path parameter over the router limit', () => {
  it.each([
    ['GET', '/api/users/{id}/photo'],
    ['DELETE', '/api/snippets-groups/{id}'],
    ['POST', '/api/moderation/requests/{id}/approve'],
  ])('%s %s with a 150-character id answers 414 with the error shape, translated, without echoing the path', async (method, route) => {
    const path = route.replace('{id}', longId);
    const call = (language: string) => {
      const http = t.http();
      const req = method === 'GET' ? http.get(path) : method === 'DELETE' ? http.delete(path) : http.post(path);
      return req.set(bearer(member)).set('Accept-Language', language);
    };
    const en = expectErrorShape(await call('en-EN'), 414);
    expect(en).toEqual({ statusCode: 414, message: 'The address of the request is too long', error: 'URI Too Long' });
    const es = await call('es-ES');
    expect(es.body.message).toBe('La dirección de la petición es demasiado larga');
    expect(es.headers['content-language']).toBe('es-ES');
    expect(JSON.stringify(es.body)).not.toContain(longId);
  });
});

describe('errors of the HTTP layer', () => {
  it('a malformed percent-encoding in the path is a translated 400', async () => {
    const res = await t.http().get('/api/users/%E0%A4%A/photo').set('Accept-Language', 'es-ES');
    expect(expectErrorShape(res, 400).message).toBe('La petición no es válida');
  });

  it.each([
    ['an unknown route', 'get', '/api/no-such-route'],
    ['a missing static file', 'get', '/static/tech-icons/no-such-icon.svg'],
    ['a method the route does not have (as an unknown route)', 'put', '/api/health'],
  ] as const)('%s is a translated 404', async (_, method, path) => {
    const res = await t.http()[method](path).set('Accept-Language', 'es-ES');
    expect(expectErrorShape(res, 404).message).toBe(`No hay nada en ${path}`);
  });

  /** A raw body of `contentType` sent to a route that reads JSON, in `language` when given. */
  const sendRaw = (contentType: string, body: string, language?: string) => {
    const req = t.http().post('/api/users/validate-email').set('content-type', contentType);
    return (language ? req.set('Accept-Language', language) : req).send(body);
  };

  it('an unsupported media type is a translated 415', async () => {
    const res = await sendRaw('text/plain', 'email=ada@example.com', 'es-ES');
    expect(expectErrorShape(res, 415)).toEqual({
      statusCode: 415,
      message: 'Este tipo de contenido no se admite',
      error: 'Unsupported Media Type',
    });
    const en = await sendRaw('application/xml', '<email/>');
    expect(expectErrorShape(en, 415).message).toBe('This content type is not supported');
  });

  it.each([
    ['not JSON', '{"email":'],
    ['an empty body', ''],
    ['a bare value', 'nul'],
  ])('a JSON body that is %s is a translated 400', async (_what, body) => {
    const res = await sendRaw('application/json', body, 'es-ES');
    expect(expectErrorShape(res, 400).message).toBe('El cuerpo de la petición no es un JSON válido');
  });

  it('a prototype-poisoning key is a translated 400', async () => {
    const res = await sendRaw('application/json', '{"email":"ada@example.com","__proto__":{"admin":true}}');
    expectErrorShape(res, 400);
  });

  it('a body over the size limit is a translated 413', async () => {
    const res = await sendRaw('application/json', JSON.stringify({ email: 'x'.repeat(6 * 1024 * 1024) }), 'es-ES');
    expect(expectErrorShape(res, 413).message).toBe('La petición es demasiado grande');
  });
});
