import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/src/database/schema.ts',
  out: './backend/src/database/migrations',
  strict: true,
});
