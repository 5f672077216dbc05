import { expect, test } from '@playwright/test';
import { createVerifiedMember, startSignedIn } from '../support/session';

test('a member creates an API token on Settings, sees it once, uses it from a script and revokes it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await createVerifiedMember();
  await startSignedIn(page, member);
  await page.goto('/config');
  const card = page.getByTestId('api-tokens-card');
  await expect(card.getByText('No API tokens yet')).toBeVisible();

  await card.getByTestId('api-token-name').fill('nightly backup');
  await card.getByTestId('api-token-create').click();
  const shown = card.getByTestId('api-token-created');
  await expect(shown).toContainText('Token "nightly backup" created');
  await expect(shown).toContainText('it is shown only this once');
  const token = (await card.getByTestId('api-token-value').textContent())!.trim();
  expect(token).toMatch(/^ssk_/);
  await card.getByTestId('api-token-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // The assistants' configurations carry the server's MCP address and the new token; the copied one works.
  const mcp = card.getByTestId('mcp-setup');
  const address = new URL('/mcp', page.url()).toString();
  await expect(mcp.getByTestId('mcp-address')).toHaveText(address);
  await mcp.getByText('VS Code', { exact: true }).click();
  await mcp.getByTestId('mcp-copy').click();
  const config = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    servers: { snipstack: { url: string; headers: Record<string, string> } };
  };
  expect(config.servers.snipstack).toEqual({ type: 'http', url: address, headers: { Authorization: `Bearer ${token}` } });
  const tools = await request.post(config.servers.snipstack.url, {
    headers: { ...config.servers.snipstack.headers, accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  });
  expect(tools.status()).toBe(200);
  expect(((await tools.json()) as { result: { tools: { name: string }[] } }).result.tools.map((tool) => tool.name)).toContain(
    'search_snippets',
  );
  await mcp.getByText('Claude Desktop', { exact: true }).click();
  await expect(mcp.getByTestId('mcp-config')).toContainText(`Authorization:Bearer ${token}`);

  const item = card.getByTestId('api-token-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('nightly backup');
  await expect(item).toContainText('Read');
  await expect(item).toContainText('never used');
  await expect(item).not.toContainText(token);

  // A script lists the member's groups with it.
  const listed = await request.get('/api/snippets-groups', { headers: { authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  await page.reload();
  await expect(card.getByTestId('api-token-created')).toHaveCount(0);
  await expect(item).toContainText('last used');

  await item.getByTestId('api-token-revoke').click();
  await page.getByTestId('api-token-confirm-revoke').click();
  await expect(card.getByText('No API tokens yet')).toBeVisible();
  const refused = await request.get('/api/snippets-groups', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});
