import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list of voice names, at least one. */
const voiceList = (fallback: string) =>
  z
    .string()
    .regex(/^\s*[\w.-]+\s*(,\s*[\w.-]+\s*)*$/, 'must be voice names separated by commas')
    .default(fallback)
    .transform((v) => v.split(',').map((name) => name.trim()));

/** Every setting the server reads from the environment; see the README's configuration table. */
export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(14 * 86_400),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@practicum.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute allowed on each rate-limited auth endpoint, per client. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Failed sign-ins to one account (from any address) that lock it for LOGIN_LOCK_MINUTES. */
  LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().min(2).max(100).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Redis shared by every instance (failed sign-in counts); unset: kept in this process's memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Seconds without activity after which the browser signs out; 0 turns it off. */
  INACTIVITY_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(604_800).default(1800),
  /** Set when behind a reverse proxy so client IPs come from X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().default(join(repoRoot, 'apps/web/dist')),
  DEMO: bool.default(false),
  /** Address people reach the app at, e.g. https://practicum.example.edu; checkout return addresses must be on it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Stripe secret key (sk_...). Unset: plans are bought through the built-in demo checkout. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_... or rk_...)')
    .optional(),
  /** Signing secret (whsec_...) of the Stripe webhook endpoint /api/v1/subscription/webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  /** Stripe price ids (price_...) of the paid plans; professional is optional. */
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_LIFETIME: z.string().min(1).optional(),
  STRIPE_PRICE_PROFESSIONAL: z.string().min(1).optional(),
  /** Another Stripe API address, e.g. http://127.0.0.1:12111 for stripe-mock (tests use a local fake). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /**
   * Who plays the patient: `local` (offline patient engine + eSpeak NG), `openai-realtime` (relay to
   * the OpenAI Realtime API) or `cascade` (OpenAI-compatible speech-to-text, chat and text-to-speech).
   */
  AI_PROVIDER: z.enum(['local', 'openai-realtime', 'cascade']).default('local'),
  /** eSpeak NG worker threads for offline speech; unset: one per CPU core. */
  SPEECH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Sentence encoder worker threads (the coder's learned readings of each student line); unset: one
   * per CPU core beyond the first, up to 4. Each holds its own copy of the model, about 130 MB.
   */
  SENTENCE_ENCODER_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /**
   * Which eSpeak NG speaks offline: `auto`, the system's native library (Debian's espeak-ng) when it
   * is installed, else the WebAssembly build from npm; `native` or `wasm` to insist on one.
   */
  SPEECH_ENGINE: z.enum(['auto', 'native', 'wasm']).default('auto'),
  /** Key for the OpenAI Realtime API (openai-realtime); never sent to the browser. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Another OpenAI API address (a proxy, or a local fake in tests); http:// is dialled without TLS. */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OPENAI_REALTIME_MODEL: z.string().min(1).default('gpt-realtime'),
  /** Realtime voices for the session's voice type (female / male / neutral). */
  OPENAI_REALTIME_VOICE_FEMALE: z.string().min(1).default('marin'),
  OPENAI_REALTIME_VOICE_MALE: z.string().min(1).default('cedar'),
  OPENAI_REALTIME_VOICE_NEUTRAL: z.string().min(1).default('alloy'),
  /** Model that transcribes the student's speech inside the realtime session. */
  OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).default('gpt-4o-mini-transcribe'),
  /** Cascade speech-to-text (`/audio/transcriptions`); unset: the browser transcribes. */
  STT_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  /** Cascade chat (`/chat/completions`, streamed); required for AI_PROVIDER=cascade. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Cascade text-to-speech (`/audio/speech`, 24 kHz PCM); unset: eSpeak NG speaks offline. */
  TTS_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  /**
   * TTS voices by the patient's gender, comma-separated: each patient keeps one of its list (chosen
   * by persona id), so patients of one gender sound different when the list has several.
   */
  TTS_VOICE_FEMALE: voiceList('coral,nova,sage,shimmer'),
  TTS_VOICE_MALE: voiceList('ash,echo,onyx'),
  TTS_VOICE_NEUTRAL: voiceList('alloy'),
  /** TTS voices for particular patients, over the lists above: `persona-id=voice,...`. */
  TTS_VOICES: z
    .string()
    .regex(
      /^\s*[a-z0-9]+(-[a-z0-9]+)*\s*=\s*[\w.-]+\s*(,\s*[a-z0-9]+(-[a-z0-9]+)*\s*=\s*[\w.-]+\s*)*$/,
      'must be persona-id=voice pairs separated by commas',
    )
    .optional()
    .transform((v): Record<string, string> =>
      Object.fromEntries(
        (v ?? '')
          .split(',')
          .filter((pair) => pair.includes('='))
          .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
      ),
    ),
  /** Milliseconds a provider may take to connect or to answer one request before it counts as failed. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** Retries (with exponential backoff) after a 429/5xx or a failed connection. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Seconds a dropped live session waits for the client to reconnect before it is finalised as interrupted. */
  REALTIME_RESUME_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Mail server for notification emails (`smtp://user:pass@host:587`, `smtps://...:465`). Unset: no
   * email is sent; notifications still appear in the app. Holds a password, so it is never logged.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Sender of notification emails: an address, or `Name <address>`. */
  SMTP_FROM: z
    .string()
    .regex(
      /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/,
      'must be an email address or Name <address>',
    )
    .default('Practicum <practicum@localhost>'),
  /** Extra origins (comma-separated) allowed to open the realtime socket besides the server's own. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof ConfigSchema> & { jwtSecret: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** Reads the JWT secret kept in DATA_DIR, creating it on first use. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`));
  }
  const cfg = parsed.data;
  const missing: string[] = [];
  if (cfg.AI_PROVIDER === 'openai-realtime' && !cfg.OPENAI_API_KEY)
    missing.push('OPENAI_API_KEY: required when AI_PROVIDER=openai-realtime');
  if (cfg.AI_PROVIDER === 'cascade' && !cfg.LLM_BASE_URL)
    missing.push('LLM_BASE_URL: required when AI_PROVIDER=cascade');
  if (missing.length) throw new ConfigError(missing);
  const dataDir = resolve(cfg.DATA_DIR);
  return { ...cfg, DATA_DIR: dataDir, jwtSecret: cfg.JWT_SECRET ?? persistedSecret(dataDir) };
}
