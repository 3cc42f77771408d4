/**
 * Email through SMTP (`SMTP_URL`, nodemailer with a pool of connections). Without it, email alerts
 * are unavailable. What went wrong is told by SMTP code and stage only: servers echo the address in
 * their answers, and no address goes into a log or an event.
 */
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app.config';
import { DeliveryError } from './delivery-error';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string;
  readonly headers: Readonly<Record<string, string>>;
}

interface SmtpError {
  readonly code?: string;
  readonly responseCode?: number;
  readonly command?: string;
}

@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter | null;
  readonly from: string;

  constructor(config: AppConfig) {
    this.from = config.MAIL_FROM;
    const url = config.SMTP_URL ? new URL(config.SMTP_URL) : null;
    this.transport = url
      ? nodemailer.createTransport({
          pool: true,
          host: url.hostname,
          port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
          secure: url.protocol === 'smtps:',
          auth: url.username
            ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
            : undefined,
          // Each message holds a connection for its SMTP conversation: enough of them that a feed's
          // emails do not queue behind one another (docs/BENCHMARKS.md (k)).
          maxConnections: 32,
          maxMessages: Infinity,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
          // Nothing of the conversation reaches our log: it carries the addresses.
          logger: false,
          debug: false,
        })
      : null;
  }

  get available(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new DeliveryError('no SMTP server is configured (SMTP_URL)', true);
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    } catch (error) {
      throw classify(error as SmtpError);
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

function classify(error: SmtpError): DeliveryError {
  const code = error.responseCode;
  const stage = error.command ? ` at ${error.command.split(' ')[0]}` : '';
  if (code !== undefined && code >= 500) {
    const atRecipient = (error.command ?? '').toUpperCase().startsWith('RCPT');
    return new DeliveryError(`SMTP ${code}${stage}`, true, atRecipient);
  }
  if (code !== undefined) return new DeliveryError(`SMTP ${code}${stage}`, false);
  return new DeliveryError(`SMTP connection failed (${error.code ?? 'unknown'})`, false);
}
