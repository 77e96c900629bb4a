// Types of what the TypeScript scripts import from emulators.mjs (bench-applications.ts).
export declare const ROOT: string;
export declare const FIREBASE_BIN: string;

export interface EmulatorPlan {
  /** The emulators `--only` starts. */
  only: string[];
  /** Variables for firebase-tools (the offline Firestore launcher, the Storage rules runtime). */
  env: Record<string, string>;
  notices: string[];
  storage: boolean;
  storageReason?: string;
  ui: boolean;
}

export declare function planEmulators(options?: { hosting?: boolean }): Promise<EmulatorPlan>;
/** Flags shared by `emulators:start` and `emulators:exec`. */
export declare function emulatorArgs(plan: EmulatorPlan): string[];

/** Holds the machine-wide emulators lock (re-runs the calling script under flock first). */
export declare function holdEmulatorsLock(): Promise<void>;
/** Runs a command inside `firebase emulators:exec` under the lock; resolves to its exit code. */
export declare function execInEmulators(
  command: string,
  options?: { hosting?: boolean; only?: string[] },
): Promise<number>;
