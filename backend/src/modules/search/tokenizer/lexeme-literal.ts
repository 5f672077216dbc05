/**
 * A lexeme quoted for a tsvector or tsquery literal: inside single quotes, a quote is doubled and a
 * backslash escaped, so whatever a user typed stays text and never becomes an operator.
 */
export function quoteLexeme(lexeme: string): string {
  if (!lexeme.includes("'") && !lexeme.includes('\\')) return `'${lexeme}'`;
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
