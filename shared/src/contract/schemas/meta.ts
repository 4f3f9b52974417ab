import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Served at /runtime-config.json (and GET /api/config/): everything the browser needs that must not be baked into a build. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  environment: z.string(),
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().optional(),
      /** Set in development and tests: the Firebase Auth emulator's address, e.g. http://127.0.0.1:9099. */
      authEmulatorUrl: z.string().nullable().optional(),
    })
    .nullable(),
  contact: z.object({
    email: z.string(),
    socials: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
});

export type HealthResponse = z.output<typeof healthResponseSchema>;
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
