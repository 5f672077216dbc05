import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A member of the stand-in GitHub, as GET /user and GET /user/emails answer. */
export interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

interface Grant {
  user: GitHubUser;
  challenge: string;
  redirectUri: string;
  scope: string;
}

/**
 * A stand-in for GitHub's OAuth app endpoints on a random loopback port (GitHub itself is a third
 * party the tests cannot reach): GET /login/oauth/authorize (approves at once as `signInAs`, as
 * GitHub does for an app the member allowed before), POST /login/oauth/access_token (checks the
 * client secret, the code's redirect URI and the PKCE verifier; codes work once), and the API at
 * /api: GET /user and /user/emails with the token, as GitHub answers them (a User-Agent is required).
 */
export class GitHubStandIn {
  /** Who the next authorization signs in as. */
  signInAs: GitHubUser | null = null;
  /** The query of every authorization request, for the tests to inspect. */
  readonly authorizations: URLSearchParams[] = [];
  private readonly codes = new Map<string, Grant>();
  private readonly tokens = new Map<string, GitHubUser>();
  private server!: Server;
  url = '';

  constructor(private readonly client: { clientId: string; clientSecret: string }) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get apiUrl(): string {
    return `${this.url}/api`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      this.authorizations.push(url.searchParams);
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (q.get('client_id') !== this.client.clientId || !redirectUri || !this.signInAs) return json(400, { error: 'bad request' });
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return json(400, { error: 'PKCE S256 required' });
      const code = randomBytes(10).toString('hex');
      this.codes.set(code, { user: this.signInAs, challenge: q.get('code_challenge')!, redirectUri, scope: q.get('scope') ?? '' });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: back.href });
      return void res.end();
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (basicId !== this.client.clientId || basicSecret !== this.client.clientSecret)
        return json(200, { error: 'incorrect_client_credentials' });
      const code = form.get('code') ?? '';
      const grant = this.codes.get(code);
      this.codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return json(200, { error: 'bad_verification_code' });
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
        return json(200, { error: 'bad_verification_code' });
      const token = `gho_${randomBytes(16).toString('hex')}`;
      this.tokens.set(token, grant.user);
      return json(200, { access_token: token, token_type: 'bearer', scope: grant.scope.replace(/ /g, ',') });
    }
    if (req.method === 'GET' && (url.pathname === '/api/user' || url.pathname === '/api/user/emails')) {
      if (!req.headers['user-agent']) return json(403, { message: 'Request forbidden by administrative rules.' });
      const user = this.tokens.get(/^(?:Bearer|token) (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
      if (!user) return json(401, { message: 'Bad credentials' });
      if (url.pathname === '/api/user') return json(200, { id: user.id, login: user.login, name: user.name, email: null });
      return json(
        200,
        user.emails.map((e) => ({ ...e, visibility: e.primary ? 'private' : null })),
      );
    }
    json(404, { message: 'Not Found' });
  }
}
