import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes SQL migrations from the domain schemas. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
