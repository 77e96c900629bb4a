// The local SMTP sink (maildev): every mail the functions send on the emulators lands here
// instead of a real inbox (functions/.env.demo-service-centre points SMTP_HOST/SMTP_PORT at it).
// SMTP on 127.0.0.1:1025; its web page and REST API on http://127.0.0.1:1080
// (tests/support/mail-sink.ts reads it). Mails are kept in memory and a temporary directory that
// is removed when the sink stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { startGroup, stopGroup, waitFor } from './processes.mjs';

export const MAIL_SINK = {
  host: '127.0.0.1',
  smtpPort: 1025,
  webPort: 1080,
  get url() {
    return `http://${this.host}:${this.webPort}`;
  },
};

const MAILDEV_BIN = join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev');

/** True when a maildev REST API answers on the web port (`GET /config` names its SMTP port). */
async function sinkAnswers() {
  try {
    const response = await fetch(`${MAIL_SINK.url}/config`, { signal: AbortSignal.timeout(1000) });
    if (!response.ok) return false;
    const config = await response.json();
    return Number(config?.smtpPort) === MAIL_SINK.smtpPort;
  } catch {
    return false;
  }
}

function portTaken(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: MAIL_SINK.host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the sink, or reuses one already running (another `npm start`, say). Resolves with
 * { ok, reused, notice?, stop() }: `stop()` stops only a sink this call started. ok is false,
 * with the reason in `notice`, when the ports are held by something that is not maildev or the
 * sink did not come up within 30 s.
 */
export async function startMailSink() {
  const nothingToStop = async () => {};
  if (await sinkAnswers()) {
    return {
      ok: true,
      reused: true,
      notice: `a mail sink is already running at ${MAIL_SINK.url}: reusing it (its mails are shared with whatever started it).`,
      stop: nothingToStop,
    };
  }
  for (const port of [MAIL_SINK.smtpPort, MAIL_SINK.webPort]) {
    if (await portTaken(port)) {
      return {
        ok: false,
        reused: false,
        notice: `port ${port} on ${MAIL_SINK.host} is in use by something that is not the maildev mail sink: stop it (the sink needs SMTP :${MAIL_SINK.smtpPort} and HTTP :${MAIL_SINK.webPort}).`,
        stop: nothingToStop,
      };
    }
  }

  const mailDirectory = mkdtempSync(join(tmpdir(), 'centre-mail-sink-'));
  const child = startGroup(
    process.execPath,
    [
      MAILDEV_BIN,
      '--ip',
      MAIL_SINK.host,
      '--smtp',
      String(MAIL_SINK.smtpPort),
      '--web',
      String(MAIL_SINK.webPort),
      '--mail-directory',
      mailDirectory,
      '--silent',
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) await stopGroup(child, 'SIGTERM', 5_000);
    rmSync(mailDirectory, { recursive: true, force: true });
  };
  const ready = await waitFor(sinkAnswers, { timeoutMs: 30_000, abortedBy: () => exited });
  if (!ready) {
    await stop();
    return {
      ok: false,
      reused: false,
      notice: exited
        ? 'the mail sink (maildev) exited while starting: see its output above.'
        : `the mail sink (maildev) did not answer at ${MAIL_SINK.url} within 30 s.`,
      stop: nothingToStop,
    };
  }
  return { ok: true, reused: false, stop };
}
