// A real OpenID Connect provider (oidc-provider) for the tests, on a random loopback port. Its one
// client and its accounts come from argv[2] (JSON: { clientId, clientSecret, redirectUri }). Any login
// name signs in (the library's development interactions); the account's email is <login>@example.com,
// verified unless the login starts with "unverified"; a login starting with "admin" or "mod" is in the
// group snip-admins or snip-moderators (claim `groups`). Prints the issuer URL on its first line.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const { clientId, clientSecret, redirectUri } = JSON.parse(process.argv[2]);
const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username', 'groups'] },
  findAccount: (_, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      email: `${id}@example.com`,
      email_verified: !id.startsWith('unverified'),
      preferred_username: id,
      name: id,
      groups: id.startsWith('admin') ? ['snip-admins'] : id.startsWith('mod') ? ['snip-moderators'] : [],
    }),
  }),
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['test-cookie-key-of-the-oidc-provider'] },
});
provider.on('server_error', (_, error) => console.error(error));
server.on('request', provider.callback());
console.log(issuer);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
