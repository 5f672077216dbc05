/** What a token is shown as in the configurations until one was just created. */
export const TOKEN_PLACEHOLDER = 'ssk_YOUR_TOKEN';

export const ASSISTANTS = ['claude', 'vscode', 'cursor', 'cli'] as const;
export type Assistant = (typeof ASSISTANTS)[number];

/** The server's MCP endpoint (POST /mcp, Streamable HTTP) as an assistant reaches it. */
export const mcpAddress = (origin: string) => `${origin.replace(/\/+$/, '')}/mcp`;

/**
 * The configuration each assistant reads, for this server and token:
 * - Claude Desktop (claude_desktop_config.json) runs local servers only: `mcp-remote` bridges to the HTTP endpoint;
 * - VS Code (.vscode/mcp.json) and Cursor (~/.cursor/mcp.json) speak Streamable HTTP with headers themselves;
 * - the command-line client signs in with the same token.
 */
export function mcpConfig(assistant: Assistant, origin: string, token: string = TOKEN_PLACEHOLDER): string {
  const url = mcpAddress(origin);
  const headers = { Authorization: `Bearer ${token}` };
  switch (assistant) {
    case 'claude':
      return JSON.stringify(
        { mcpServers: { snipstack: { command: 'npx', args: ['-y', 'mcp-remote', url, '--header', `Authorization:Bearer ${token}`] } } },
        null,
        2,
      );
    case 'vscode':
      return JSON.stringify({ servers: { snipstack: { type: 'http', url, headers } } }, null, 2);
    case 'cursor':
      return JSON.stringify({ mcpServers: { snipstack: { url, headers } } }, null, 2);
    case 'cli':
      return `snipstack login --url ${origin.replace(/\/+$/, '')} --token ${token}`;
  }
}
