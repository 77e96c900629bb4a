// The local SMTP sink (maildev 2, started by scripts/lib/mail-sink.mjs for npm start and the
// emulator runs): the functions emulator sends every mail there. Its REST API:
//   GET /email (every mail, oldest first), DELETE /email/all, GET /email/:id,
//   GET /email/:id/attachment/:generatedFileName.
// Tests clear it first and wait for the mails they expect (conditions, not time).

export const MAIL_SINK_URL = process.env.MAIL_SINK_URL ?? 'http://127.0.0.1:1080';

interface SinkAddress {
  address: string;
  name?: string;
}

export interface SinkAttachment {
  /** The name the sender gave (e.g. appointment.ics). */
  fileName: string;
  /** maildev's name for the stored file: the one its attachment URL takes. */
  generatedFileName: string;
  contentType: string;
  length?: number;
}

/** A mail as maildev's REST API returns it (the fields the tests use). */
export interface SinkMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  from: SinkAddress[];
  to: SinkAddress[];
  headers: Record<string, string | string[]>;
  attachments: SinkAttachment[] | null;
  date?: string;
  time?: string;
}

async function sinkFetch(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${MAIL_SINK_URL}${path}`, init);
  } catch (error) {
    throw new Error(
      `The mail sink does not answer at ${MAIL_SINK_URL} (${(error as Error).message}). ` +
        'Run the suite through scripts/emulators-exec.mjs or npm test, which start it.',
    );
  }
  if (!response.ok) {
    throw new Error(`Mail sink ${init?.method ?? 'GET'} ${path}: HTTP ${response.status}`);
  }
  return response;
}

/** Every mail in the sink, oldest first. */
export async function listMails(): Promise<SinkMail[]> {
  return (await (await sinkFetch('/email')).json()) as SinkMail[];
}

/** Mails to `address` (case-insensitive), oldest first. */
export async function mailsTo(address: string): Promise<SinkMail[]> {
  const wanted = address.toLowerCase();
  return (await listMails()).filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === wanted),
  );
}

/** Deletes every mail in the sink. */
export async function clearMails(): Promise<void> {
  await sinkFetch('/email/all', { method: 'DELETE' });
}

/**
 * Polls the sink until a mail satisfies `predicate`; fails after `timeoutMs` naming `what` and
 * the subjects and recipients the sink did hold.
 */
export async function waitForMail(
  predicate: (mail: SinkMail) => boolean,
  { timeoutMs = 45_000, intervalMs = 250, what = 'a matching mail' } = {},
): Promise<SinkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await listMails();
    const found = mails.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `"${m.subject}" to ${m.to.map((t) => t.address).join(', ')}`);
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what} in the mail sink; it holds ${
          seen.length ? seen.join('; ') : 'no mail'
        }.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The content of the attachment named `fileName` (as the sender named it) of `mail`, as text. */
export async function readAttachment(mail: SinkMail, fileName: string): Promise<string> {
  const attachment = mail.attachments?.find((a) => a.fileName === fileName);
  if (!attachment) {
    const names = (mail.attachments ?? []).map((a) => a.fileName);
    throw new Error(
      `Mail "${mail.subject}" has no attachment ${fileName} (it has ${names.length ? names.join(', ') : 'none'}).`,
    );
  }
  const response = await sinkFetch(
    `/email/${encodeURIComponent(mail.id)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
  );
  return response.text();
}
