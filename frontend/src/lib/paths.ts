/** Route paths, one place. */
export const paths = {
  index: '/',
  profile: '/profile',
  config: '/config',
  customTechnologies: '/custom-technologies',
  login: '/login',
  linkRegister: '/link-register',
  admin: '/admin',
} as const;

/** Server pages linked from the footer. */
export const serverLinks = {
  apiDocs: '/api/docs',
  openapi: '/api/docs-json',
  health: '/api/health',
} as const;
