import { defineMessages } from '../../common/i18n/define-messages';

export const mcpMessages = defineMessages({
  en: {
    'mcp.invalidMessage': 'The request is not a valid MCP message (JSON-RPC 2.0 over Streamable HTTP)',
    'mcp.notAcceptable': 'An MCP client must accept both application/json and text/event-stream (Accept header)',
    'mcp.methodNotAllowed': 'This MCP server is stateless: send every message with POST /mcp',
    'mcp.unsupportedProtocolVersion': 'This MCP protocol version is not supported; supported: {versions}',
    'mcp.unknownTool': 'There is no tool named {name}: list the tools with tools/list',
  },
  es: {
    'mcp.invalidMessage': 'La petición no es un mensaje MCP válido (JSON-RPC 2.0 sobre Streamable HTTP)',
    'mcp.notAcceptable': 'Un cliente MCP debe aceptar application/json y text/event-stream (cabecera Accept)',
    'mcp.methodNotAllowed': 'Este servidor MCP no guarda sesiones: envía cada mensaje con POST /mcp',
    'mcp.unsupportedProtocolVersion': 'Esta versión del protocolo MCP no está soportada; soportadas: {versions}',
    'mcp.unknownTool': 'No hay ninguna herramienta llamada {name}: lista las herramientas con tools/list',
  },
});
