import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The committed OpenAPI document (openapi/openapi.json), typed as the suite reads it: the suites that walk every operation. */
export function openapiDocument<T>(): T {
  return JSON.parse(readFileSync(resolve(__dirname, '../../../openapi/openapi.json'), 'utf8')) as T;
}
