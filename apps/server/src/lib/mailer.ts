import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends notification emails through the configured SMTP server; `enabled` is false without one. */
export interface Mailer {
  readonly enabled: boolean;
  /** Rejects when the server refuses or cannot be reached; callers decide what a failure means. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A slow or silent mail server gives up after these, so a queued email never hangs for long. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>): Mailer {
  if (!config.SMTP_URL) {
    return {
      enabled: false,
      send: () => Promise.reject(new Error('SMTP_URL is not set')),
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(
    { url: config.SMTP_URL, ...TIMEOUTS },
    { from: config.SMTP_FROM },
  );
  return {
    enabled: true,
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/**
 * What of a mail failure may go into the log: the error's code and the SMTP reply code, never its
 * message (nodemailer's messages quote the refused recipient addresses).
 */
export function mailFailure(err: unknown): { code: string | null; response_code: number | null } {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : null,
    response_code: typeof e.responseCode === 'number' ? e.responseCode : null,
  };
}
