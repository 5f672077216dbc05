import { defineConfig } from 'orval';

/**
 * Two clients from the committed OpenAPI document. DO NOT EDIT their output.
 *
 * `snipstack`: the web app's API client: SWR hooks generated from the committed OpenAPI document, a module per OpenAPI
 * tag (openapi/client/<tag>/<tag>.ts, types in snipstack.schemas.ts; `@api` is frontend/src/lib/api-client.ts), so a
 * chunk of the web app carries only the tags it calls. DO NOT EDIT the output.
 * Every call goes through apiFetch (frontend/src/lib/api-fetch.ts), answers the parsed body and throws an
 * ApiError on any non-2xx answer: the generated functions return the body, not `{ data, status, headers }`.
 */
export default defineConfig({
  snipstack: {
    input: { target: './openapi/openapi.json' },
    output: {
      mode: 'tags-split',
      target: './openapi/client/snipstack.ts',
      client: 'swr',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: { path: './frontend/src/lib/api-fetch.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  // `cli`: the command-line client's plain fetch functions (no SWR), through cliFetch (cli/src/api-fetch.ts),
  // answering `{ data, status, headers }` (a listing's x-total-count) and throwing a CliApiError on non-2xx.
  cli: {
    input: { target: './openapi/openapi.json' },
    output: {
      mode: 'single',
      target: './openapi/cli-client/snipstack.ts',
      client: 'fetch',
      clean: true,
      override: {
        mutator: { path: './cli/src/api-fetch.ts', name: 'cliFetch' },
      },
    },
  },
});
