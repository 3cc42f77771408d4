/**
 * A real SMTP server on localhost that keeps what it receives, with a page to read it: the mail
 * catcher `npm start` runs when no SMTP_URL is set, and what the tests and benchmarks send mail to
 * (smtp-server, parsed by mailparser). Nothing leaves the machine.
 *
 * To try a hard bounce, send to an address whose local part starts with `bounce`: it is refused at
 * RCPT with 550 5.1.1, as a receiving server refuses an address that does not exist.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  readonly id: number;
  /** When the server accepted it (answered 250 to its data). */
  readonly receivedAt: string;
  /** The envelope: who the SMTP client said it was from and to. */
  readonly envelopeFrom: string;
  readonly envelopeTo: readonly string[];
  readonly messageId: string | null;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /** Every header, lower-cased names, as text. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface MailCatcher {
  readonly smtpPort: number;
  readonly httpPort: number | null;
  readonly messages: readonly CaughtMail[];
  /** Resolves when `count` messages (in all) have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<readonly CaughtMail[]>;
  clear(): void;
  close(): Promise<void>;
}

/** Kept in memory, newest last; the oldest go beyond this. */
const KEEP = 20_000;

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(', ');
}

export async function startMailCatcher(options: {
  smtpPort?: number;
  httpPort?: number | null;
  host?: string;
}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (/^bounce/i.test(address.address)) {
        const error = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      // Accepted as soon as it is all here, as a real server accepts once it has queued a message;
      // reading it (mailparser) comes after, so a busy catcher does not slow the sender down.
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const acceptedAt = new Date().toISOString();
        callback();
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const line of parsed.headerLines)
              headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
            messages.push({
              id: nextId++,
              receivedAt: acceptedAt,
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              messageId: parsed.messageId ?? null,
              from: addressText(parsed.from),
              to: addressText(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              headers,
            });
            if (messages.length > KEEP) messages.splice(0, messages.length - KEEP);
            for (const wake of waiters) wake();
          })
          .catch(() => undefined);
      });
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: Server | null = null;
  if (options.httpPort !== null && options.httpPort !== undefined) {
    http = createServer((request, response) => void page(request, response, messages));
    await new Promise<void>((resolve, reject) => {
      http!.once('error', reject);
      http!.listen(options.httpPort!, host, () => resolve());
    }).catch(async (error: unknown) => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      throw error;
    });
  }

  return {
    smtpPort,
    httpPort: http ? (http.address() as AddressInfo).port : null,
    messages,
    clear: () => messages.splice(0, messages.length),
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...messages]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${messages.length} of ${count} messages arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      const server = http;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The page: the list of messages, one message with its headers, text and HTML (in a sandboxed
 * frame), `/messages.json` for scripts, and a button that does what a mail client's one-click
 * unsubscribe does (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the header's address).
 */
async function page(request: IncomingMessage, response: ServerResponse, messages: readonly CaughtMail[]) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const send = (status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  if (url.pathname === '/messages.json') return send(200, 'application/json', JSON.stringify(messages));
  const one = /^\/messages\/(\d+)(\/unsubscribe)?$/.exec(url.pathname);
  const message = one ? messages.find((candidate) => candidate.id === Number(one[1])) : undefined;
  if (one && !message) return send(404, 'text/plain; charset=utf-8', 'No such message');
  if (message && one?.[2] && request.method === 'POST') {
    const target = /<(https?:\/\/[^>]+)>/.exec(message.headers['list-unsubscribe'] ?? '')?.[1];
    if (!target) return send(400, 'text/plain; charset=utf-8', 'This message has no List-Unsubscribe address');
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }).catch((error: unknown) => ({ status: 0, statusText: String(error) }));
    return send(
      200,
      'text/html; charset=utf-8',
      layout(`<p>One-click unsubscribe sent to ${escape(target)}: ${answer.status} ${escape(answer.statusText)}</p>
        <p><a href="/messages/${message.id}">Back to the message</a></p>`),
    );
  }
  if (message) {
    const headers = Object.entries(message.headers)
      .map(([name, value]) => `<tr><th>${escape(name)}</th><td>${escape(value)}</td></tr>`)
      .join('');
    const unsubscribe = message.headers['list-unsubscribe-post']
      ? `<form method="post" action="/messages/${message.id}/unsubscribe"><button>One-click unsubscribe (as a mail client does)</button></form>`
      : '';
    return send(
      200,
      'text/html; charset=utf-8',
      layout(`<p><a href="/">All messages</a></p><h1>${escape(message.subject)}</h1>${unsubscribe}
        <h2>Text</h2><pre>${escape(message.text)}</pre>
        ${message.html ? `<h2>HTML</h2><iframe sandbox srcdoc="${escape(message.html)}"></iframe>` : ''}
        <h2>Headers</h2><table>${headers}</table>`),
    );
  }
  const rows = [...messages]
    .reverse()
    .slice(0, 500)
    .map(
      (mail) =>
        `<tr><td>${escape(mail.receivedAt)}</td><td>${escape(mail.envelopeTo.join(', '))}</td><td><a href="/messages/${mail.id}">${escape(mail.subject)}</a></td></tr>`,
    )
    .join('');
  return send(
    200,
    'text/html; charset=utf-8',
    layout(`<h1>Mail caught by SafeTrails' local SMTP server</h1>
      <p>${messages.length} messages since it started (the newest 500 listed). Nothing here left this machine.</p>
      <table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table>`),
  );
}

function layout(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body{font:15px system-ui,sans-serif;margin:1.5rem;max-width:60rem}table{border-collapse:collapse;width:100%}
    td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:start;vertical-align:top}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
    iframe{width:100%;height:32rem;border:1px solid #ccc}</style></head><body>${body}</body></html>`;
}
