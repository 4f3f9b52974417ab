export interface AuthEmulatorOptions {
  /** Default 'demo-receipts'. */
  projectId?: string;
  /** How long to wait for the emulator to answer; default 90000. */
  timeoutMs?: number;
  /** Pipe the emulator's output to stderr; default false. */
  log?: boolean;
  /** Where firebase.json lives; default api/. */
  cwd?: string;
}

/** Ends the emulator this call started (a no-op when an already running one was reused). */
export interface StopAuthEmulator {
  (): Promise<void>;
  /** '127.0.0.1:9099', the value for FIREBASE_AUTH_EMULATOR_HOST. */
  readonly host: string;
  /** 'http://127.0.0.1:9099'. */
  readonly url: string;
  readonly projectId: string;
  /** True when an emulator was already answering and was reused. */
  readonly reused: boolean;
}

export declare function startAuthEmulator(options?: AuthEmulatorOptions): Promise<StopAuthEmulator>;
export declare const AUTH_EMULATOR_HOST: string;
