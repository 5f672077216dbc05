// `@api`: the generated client (openapi/client, one module per OpenAPI tag, DO NOT EDIT) and its types.
// One module per tag lets the bundler put each tag's calls in the chunks that use them: the Index's
// first load carries only the calls it makes, not the whole API.
export * from '../../../openapi/client/index';
export * from '../../../openapi/client/snipstack.schemas';
