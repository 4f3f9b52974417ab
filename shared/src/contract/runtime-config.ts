/** Served at /runtime-config.json (and GET /api/config/): everything the browser needs that must not be baked into a build. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  environment: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
    /** Set in development and tests: the Firebase Auth emulator's address, e.g. http://127.0.0.1:9099. */
    authEmulatorUrl?: string | null;
  } | null;
  contact: {
    email: string;
    socials: { label: string; url: string }[];
  };
}

/** Every API error body: a human message, plus field errors for validation failures. */
export interface ApiErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
  error?: string;
}

export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}
