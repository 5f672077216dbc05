import Fastify from 'fastify';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
};

describe('securityHeaders', () => {
  it('holds the headers helmet sets for the options, by lower-case name', () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('reports a policy helmet refuses instead of starting without it', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow(/self/);
  });

  it('puts them on every answer, unknown routes included, and a route may still replace one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/framed', (_request, reply) =>
      reply.header('content-security-policy', 'frame-ancestors *').removeHeader('x-frame-options').send('ok'),
    );
    app.get('/plain', () => ({ ok: true }));
    const plain = await app.inject({ url: '/plain' });
    expect(plain.headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    const missing = await app.inject({ url: '/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const framed = await app.inject({ url: '/framed' });
    expect(framed.headers['content-security-policy']).toBe('frame-ancestors *');
    expect(framed.headers).not.toHaveProperty('x-frame-options');
    await app.close();
  });
});
