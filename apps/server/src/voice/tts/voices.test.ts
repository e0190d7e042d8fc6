import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { meanPitchHz } from '../../../test/support/pitch';
import { SpeechSynthesizer, type SpeechVoice } from './synthesizer';
import { patientSpeechVoice, ttsSpeed, ttsVoiceFor, type TtsVoiceMap } from './voices';

const synth = new SpeechSynthesizer(1);
afterAll(() => synth.close());

const personas = CATALOGUE.map((p) => PersonaSchema.parse(p));
const byId = (id: string): Persona => personas.find((p) => p.id === id)!;

async function say(text: string, voice: SpeechVoice): Promise<Int16Array> {
  const chunks: Int16Array[] = [];
  await synth.speak(text, { voice, speed: 1 }, (c) => chunks.push(c));
  const all = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

const LINE = "I don't really know where to start. It's been a hard few months, to be honest.";

describe('patientSpeechVoice', () => {
  it('is a voice eSpeak NG has, within its limits, for every persona and every emotion they show', async () => {
    await synth.warmUp();
    const names = new Set<string>();
    for (const persona of personas) {
      for (const emotion of [null, ...persona.emotions]) {
        const voice = patientSpeechVoice(persona, emotion);
        names.add(voice.name);
        expect(voice.pitch).toBeGreaterThanOrEqual(0);
        expect(voice.pitch).toBeLessThanOrEqual(99);
        expect(voice.range).toBeGreaterThanOrEqual(0);
        expect(voice.range).toBeLessThanOrEqual(99);
        expect(voice.rate).toBeGreaterThanOrEqual(80);
        expect(voice.rate).toBeLessThanOrEqual(450);
      }
    }
    // Emotion changes prosody only; each eSpeak voice and variant is loaded once here.
    for (const name of names) {
      const audio = await say('Hello.', { name, pitch: 50, range: 50, rate: 170, pauseMs: 0 });
      expect(audio.length, name).toBeGreaterThan(2400);
    }
  });

  it('gives two patients of different backgrounds different voices for the same words', async () => {
    // Two men around forty: a Glaswegian and a Texan.
    const callum = await say(LINE, patientSpeechVoice(byId('callum-fraser'), 'neutral'));
    const ray = await say(LINE, patientSpeechVoice(byId('ray-delgado'), 'neutral'));
    expect(patientSpeechVoice(byId('callum-fraser'), 'neutral').name).toMatch(/^en-gb-scotland\+/);
    expect(patientSpeechVoice(byId('ray-delgado'), 'neutral').name).toMatch(/^en-us\+/);
    expect(callum).not.toEqual(ray);
    // Not only different bytes: the lengths or the melody differ audibly.
    const apart =
      Math.abs(callum.length - ray.length) / ray.length > 0.03 ||
      Math.abs(meanPitchHz(callum) - meanPitchHz(ray)) / meanPitchHz(ray) > 0.03;
    expect(apart).toBe(true);
  });

  it('sounds younger for a teenager than for an older adult of the same gender', async () => {
    const maya = await say(LINE, patientSpeechVoice(byId('maya-thompson'), 'neutral'));
    const linda = await say(LINE, patientSpeechVoice(byId('linda-haugen'), 'neutral'));
    expect(meanPitchHz(maya)).toBeGreaterThan(meanPitchHz(linda));
    expect(maya.length).toBeLessThan(linda.length);
  });

  it('speaks slower and lower when sad than when anxious, and pauses at hesitations', async () => {
    const laura = byId('laura-bennett');
    const hesitant = "Um, I just... I don't know. It's been hard - really hard.";
    const sad = await say(hesitant, patientSpeechVoice(laura, 'sad'));
    const anxious = await say(hesitant, patientSpeechVoice(laura, 'anxious'));
    const sadSeconds = sad.length / 24_000;
    const anxiousSeconds = anxious.length / 24_000;
    const sadPitch = meanPitchHz(sad);
    const anxiousPitch = meanPitchHz(anxious);
    // Measured on the reference machine: sad 5.6 s at 170 Hz, anxious 3.6 s at 214 Hz (ADR 022).
    expect(sadSeconds).toBeGreaterThan(anxiousSeconds * 1.3);
    expect(sadPitch).toBeLessThan(anxiousPitch * 0.95);
  });

  it('is clipped when angry: faster than neutral, without hesitation pauses', () => {
    const callum = byId('callum-fraser');
    const angry = patientSpeechVoice(callum, 'angry');
    const neutral = patientSpeechVoice(callum, 'neutral');
    expect(angry.rate).toBeGreaterThan(neutral.rate);
    expect(angry.pauseMs).toBe(0);
    expect(angry.range).toBeGreaterThan(neutral.range);
  });
});

describe('TTS voices per persona', () => {
  const map: TtsVoiceMap = {
    byGender: { female: ['coral', 'sage', 'shimmer'], male: ['ash', 'onyx'], neutral: ['alloy'] },
    byPersona: { 'callum-fraser': 'verse' },
  };

  it('takes an explicit voice, else keeps one from the gender list', () => {
    expect(ttsVoiceFor(map, byId('callum-fraser'))).toBe('verse');
    expect(['ash', 'onyx']).toContain(ttsVoiceFor(map, byId('ray-delgado')));
    expect(ttsVoiceFor(map, byId('jordan-ellis'))).toBe('alloy');
    const female = personas.filter((p) => p.demographics.gender === 'female');
    for (const p of female) expect(map.byGender.female).toContain(ttsVoiceFor(map, p));
    // Every voice in the list is used by someone.
    expect(new Set(female.map((p) => ttsVoiceFor(map, p))).size).toBe(3);
    // The same persona always gets the same voice.
    expect(ttsVoiceFor(map, byId('laura-bennett'))).toBe(ttsVoiceFor(map, byId('laura-bennett')));
  });

  it("sets the speed from the session's speed, the persona's pace and the emotion", () => {
    const laura = byId('laura-bennett');
    expect(ttsSpeed(laura, 'sad', 1)).toBeLessThan(ttsSpeed(laura, 'anxious', 1));
    expect(ttsSpeed(laura, 'neutral', 1.5)).toBeCloseTo(1.5, 5);
    expect(ttsSpeed(byId('harold-jenkins'), 'neutral', 1)).toBeLessThan(1);
    expect(ttsSpeed(laura, 'anxious', 4)).toBe(4);
  });
});
