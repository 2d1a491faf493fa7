import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B|Q?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(data: string): string {
  const bytes = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/** The subject and the text/plain part of a raw message as nodemailer writes it (QP or base64). */
export function parseMail(raw: string): { subject: string; text: string } {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  const part = /content-type: text\/plain[^]*?\r?\n\r?\n/i.exec(raw);
  if (!part) return { subject, text: '' };
  const partHead = part[0];
  const rest = raw.slice(part.index + partHead.length);
  const body = rest.split(/\r?\n--/)[0] ?? '';
  const encoding = /content-transfer-encoding: *([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : body;
  return { subject, text };
}

/**
 * A real SMTP server on a free local port for one test file. `refuseNext(n)` makes it answer the
 * next n messages with a temporary failure (451) after their data; `holdReplies()` makes it a slow
 * server: every message's data is taken (and counted in `transmissions`) but answered only when the
 * function it returns is called — never, for a server that stops answering.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let transmissions = 0;
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        transmissions++;
        if (held) await held;
        if (refusals > 0) {
          refusals--;
          const err = Object.assign(new Error('Inténtelo más tarde'), { responseCode: 451 });
          return callback(err);
        }
        const { subject, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text });
        return callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(n: number) {
      refusals = n;
    },
    /** Messages whose data arrived, answered or not. */
    get transmissions() {
      return transmissions;
    },
    holdReplies(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds, polling; throws with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
