import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TestConnectionResult, VoiceProviderInfo } from '@practicum/contract';
import {
  cascadeFallbacks,
  componentHost,
  componentModel,
  formatLatency,
  providerLabel,
} from '../lib/voice-provider';
import { VoiceProviderDetails, type VoiceProviderDetailsProps } from './voice-provider-details';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const cascade: VoiceProviderInfo = {
  provider: 'cascade',
  components: [
    { component: 'llm', base_url: 'https://llm.example.test:8443/v1', model: 'chat-model' },
    { component: 'tts', base_url: 'http://10.0.0.5/v1', model: 'tts-model' },
  ],
};

const render = (over: Partial<VoiceProviderDetailsProps> = {}) => {
  const html = renderToStaticMarkup(
    <VoiceProviderDetails info={cascade} running={false} error={null} onTest={() => undefined} {...over} />,
  );
  return { html, text: text(html) };
};

describe('voice provider labels', () => {
  it('names each provider as the admin knows it', () => {
    expect(providerLabel('local')).toBe('Offline (eSpeak + patient engine)');
    expect(providerLabel('openai-realtime')).toBe('OpenAI Realtime');
    expect(providerLabel('cascade')).toBe('Model cascade');
  });

  it('shows the host of a component, and this server for the offline voice', () => {
    expect(componentHost(cascade.components[0]!)).toBe('llm.example.test:8443');
    expect(componentHost({ component: 'local', base_url: null, model: null })).toBe('This server');
    expect(componentHost({ component: 'llm', base_url: 'not a url', model: null })).toBe('not a url');
    expect(componentModel({ component: 'local', base_url: null, model: null })).toBe(
      'eSpeak NG + patient engine',
    );
  });

  it('says what a cascade falls back to, and formats latency', () => {
    expect(cascadeFallbacks(cascade.components)).toEqual(['Speech recognition: in the student’s browser']);
    expect([formatLatency(12.4), formatLatency(1450)]).toEqual(['12 ms', '1,450 ms']);
  });
});

describe('VoiceProviderDetails', () => {
  it('shows the active provider and each component’s model and host before any test', () => {
    const { text: t } = render();
    expect(t).toContain('Active provider Model cascade AI_PROVIDER=cascade');
    expect(t).toContain('Language model Model chat-model Host llm.example.test:8443');
    expect(t).toContain('Speech synthesis Model tts-model Host 10.0.0.5');
    expect(t.match(/Not tested/g)).toHaveLength(2);
    expect(t).toContain('Speech recognition: in the student’s browser');
  });

  it('shows reachable or unreachable, latency and error per component after a test', () => {
    const result: TestConnectionResult = {
      provider: 'cascade',
      components: [
        { ...cascade.components[0]!, reachable: true, status: 200, latency_ms: 42, error: null },
        { ...cascade.components[1]!, reachable: false, status: null, latency_ms: 3000, error: 'unreachable' },
      ],
    };
    const { text: t } = render({ result });
    expect(t).toContain('Language model Model chat-model Host llm.example.test:8443 Reachable Latency 42 ms');
    expect(t).toContain(
      'Speech synthesis Model tts-model Host 10.0.0.5 Unreachable Latency 3,000 ms unreachable',
    );
    expect(t).toContain('1 of 2 components unreachable');
    expect(t).not.toContain('Not tested');
  });

  it('shows a busy button and spinners while testing, and the failure of the request', () => {
    const busy = render({ running: true });
    expect(busy.html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
    expect(busy.text).toContain('Testing connection…');
    expect(busy.text.match(/Testing…/g)).toHaveLength(2);
    const failed = render({ error: 'Forbidden' });
    expect(failed.html).toContain('role="alert"');
    expect(failed.text).toContain('Failed to test connection : Forbidden');
  });

  it('names the offline provider', () => {
    const { text: t } = render({
      info: { provider: 'local', components: [{ component: 'local', base_url: null, model: null }] },
    });
    expect(t).toContain('Offline (eSpeak + patient engine)');
    expect(t).toContain('Offline voice Model eSpeak NG + patient engine Host This server');
  });
});
