import { describe, expect, it } from 'vitest';
import { ASSISTANTS, mcpAddress, mcpConfig, TOKEN_PLACEHOLDER } from './mcp-configs';

describe('the MCP configurations', () => {
  it('point every assistant at <origin>/mcp with the token as a bearer', () => {
    expect(mcpAddress('https://snips.example/')).toBe('https://snips.example/mcp');
    expect(JSON.parse(mcpConfig('vscode', 'https://snips.example', 'ssk_abc'))).toEqual({
      servers: { snipstack: { type: 'http', url: 'https://snips.example/mcp', headers: { Authorization: 'Bearer ssk_abc' } } },
    });
    expect(JSON.parse(mcpConfig('cursor', 'https://snips.example', 'ssk_abc'))).toEqual({
      mcpServers: { snipstack: { url: 'https://snips.example/mcp', headers: { Authorization: 'Bearer ssk_abc' } } },
    });
    expect(JSON.parse(mcpConfig('claude', 'https://snips.example', 'ssk_abc')).mcpServers.snipstack.args).toEqual([
      '-y',
      'mcp-remote',
      'https://snips.example/mcp',
      '--header',
      'Authorization:Bearer ssk_abc',
    ]);
    expect(mcpConfig('cli', 'https://snips.example/', 'ssk_abc')).toBe('snipstack login --url https://snips.example --token ssk_abc');
  });

  it('show a placeholder until a token was created', () => {
    for (const assistant of ASSISTANTS) expect(mcpConfig(assistant, 'http://localhost:3000')).toContain(TOKEN_PLACEHOLDER);
  });
});
