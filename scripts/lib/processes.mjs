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

/**
 * Stops one child's process group: `signal`, then SIGKILL if it is still there after `graceMs`.
 * Resolves once it exited (or the grace ran out).
 */
export function stopGroup(child, signal = 'SIGINT', graceMs = 15_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      resolve();
    }, graceMs).unref();
  });
}

// Emulators normally stop in a few seconds; after 15 s stop waiting politely.
export function stopAll(signal = 'SIGINT') {
  return Promise.all([...running].map((child) => stopGroup(child, signal, 15_000)));
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
