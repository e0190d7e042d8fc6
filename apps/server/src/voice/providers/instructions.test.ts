import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { ConfigError, loadConfig } from '../../config';
import { patientInstructions } from './instructions';

describe('patient instructions', () => {
  it('carry the case formulation and style, and stay in character', () => {
    const persona = PersonaSchema.parse(CATALOGUE[0]);
    const text = patientInstructions(persona);
    expect(text).toContain(persona.name);
    expect(text).toContain(persona.presenting_problem);
    expect(text).toContain(persona.core_beliefs[0]!);
    expect(text).toMatch(/Style: /);
    expect(text).toMatch(/never say or imply that you are an AI/);
  });
});

describe('AI_PROVIDER configuration', () => {
  it('requires the key or endpoint the chosen provider needs', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/practicum-config-test' };
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'openai-realtime' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'cascade' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ ...base, AI_PROVIDER: 'elsewhere' })).toThrow(ConfigError);
    const ok = loadConfig({ ...base, AI_PROVIDER: 'cascade', LLM_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(ok).toMatchObject({ AI_PROVIDER: 'cascade', AI_MAX_RETRIES: 2 });
    expect(ok.TTS_BASE_URL).toBeUndefined();
    expect(loadConfig(base).AI_PROVIDER).toBe('local');
  });
});
