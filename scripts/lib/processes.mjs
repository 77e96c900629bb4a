// Child-process helpers shared by the start and test scripts: every long-running child gets its
// own process group so that one signal stops it and everything it spawned (Java, Node workers).
import { spawn } from 'node:child_process';

const running = new Set();

export function startGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

export function stopAll(signal = 'SIGINT') {
  const exits = [...running].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        try {
          process.kill(-child.pid, signal);
        } catch {
          resolve();
        }
        // Emulators normally stop in a few seconds; after 15 s stop waiting politely.
        setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
          resolve();
        }, 15_000).unref();
      }),
  );
  return Promise.all(exits);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

export async function waitFor(check, { timeoutMs, intervalMs = 250, abortedBy }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (abortedBy?.()) return false;
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
