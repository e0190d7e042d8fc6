import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = mkdtempSync(join(tmpdir(), 'practicum-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'admin@practicum.local',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('locks sign-in after 10 failures for 15 minutes, signs idle browsers out after 30 minutes, and keeps counts in memory', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      LOGIN_LOCK_AFTER_FAILURES: 10,
      LOGIN_LOCK_MINUTES: 15,
      INACTIVITY_TIMEOUT_SECONDS: 1800,
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ DATA_DIR: dir, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('speaks offline with native eSpeak NG when it is installed unless told which engine to use', () => {
    expect(loadConfig({ DATA_DIR: dir }).SPEECH_ENGINE).toBe('auto');
    expect(loadConfig({ DATA_DIR: dir, SPEECH_ENGINE: 'wasm' }).SPEECH_ENGINE).toBe('wasm');
    expect(() => loadConfig({ DATA_DIR: dir, SPEECH_ENGINE: 'espeak' })).toThrow(/SPEECH_ENGINE/);
  });

  it('gives each patient gender a list of TTS voices and particular patients their own', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.TTS_VOICE_FEMALE).toEqual(['coral', 'nova', 'sage', 'shimmer']);
    expect(config.TTS_VOICES).toEqual({});
    const set = loadConfig({
      DATA_DIR: dir,
      TTS_VOICE_MALE: 'am_michael , am_adam',
      TTS_VOICES: 'callum-fraser=onyx, aisha-rahman = af_heart',
    });
    expect(set.TTS_VOICE_MALE).toEqual(['am_michael', 'am_adam']);
    expect(set.TTS_VOICES).toEqual({ 'callum-fraser': 'onyx', 'aisha-rahman': 'af_heart' });
    expect(() => loadConfig({ DATA_DIR: dir, TTS_VOICES: 'callum-fraser' })).toThrow(/TTS_VOICES/);
    expect(() => loadConfig({ DATA_DIR: dir, TTS_VOICE_FEMALE: 'coral,,sage' })).toThrow(/TTS_VOICE_FEMALE/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toBe('k'.repeat(32));
  });

  it('sends no email unless SMTP_URL names an smtp:// or smtps:// server, from a valid sender', () => {
    const plain = loadConfig({ DATA_DIR: dir });
    expect(plain.SMTP_URL).toBeUndefined();
    expect(plain.SMTP_FROM).toBe('Practicum <practicum@localhost>');
    const mail = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: 'smtps://mailer:secret@mail.example.edu:465',
      SMTP_FROM: 'Skills Lab <skills-lab@example.edu>',
    });
    expect(mail).toMatchObject({
      SMTP_URL: 'smtps://mailer:secret@mail.example.edu:465',
      SMTP_FROM: 'Skills Lab <skills-lab@example.edu>',
    });
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://mail.example.edu' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_FROM: 'Practicum' })).toThrow(
      'SMTP_FROM: must be an email address or Name <address>',
    );
  });

  it('lists every invalid setting in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dir,
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        ADMIN_EMAIL: 'nope',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['ADMIN_EMAIL', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'PORT']);
    expect((error as ConfigError).message).toContain('JWT_SECRET: must be at least 32 characters');
  });
});
