import { defineConfig } from 'orval';

/**
 * The web app's API client: SWR hooks generated from the committed OpenAPI document. DO NOT EDIT the output.
 * Every call goes through apiFetch (frontend/src/lib/api-fetch.ts), answers the parsed body and throws an
 * ApiError on any non-2xx answer: the generated functions return the body, not `{ data, status, headers }`.
 */
export default defineConfig({
  snipstack: {
    input: { target: './openapi/openapi.json' },
    output: {
      mode: 'single',
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
});
