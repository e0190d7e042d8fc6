import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/review-schema.ts', './src/db/notification-schema.ts'],
  out: './src/db/migrations',
});
