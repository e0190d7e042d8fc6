// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { personaMaterial } from '../material';
import type { ContentPlan, RenderContext } from '../plan';
import { createRng } from '../prng';
import { firstPersonPronouns } from './person';
import { templateRenderer } from './render';
import { speakNote } from './speak';
import { normalizeLine } from './text';

const PERSONAS: Persona[] = CATALOGUE.map((p) => PersonaSchema.parse(p));
const byId = (id: string) => PERSONAS.find((p) => p.id === id) as Persona;

function render(persona: Persona, kind: string, source: string, turn: number): string {
  const plan: ContentPlan = {
    persona,
    style: persona.style,
    stance: 'tentative',
    emotion: 'neutral',
    moves: [{ kind: 'vague', text: source, detail: kind }],
    brevity: 'normal',
    studentActs: [],
    turn,
  };
  const ctx: RenderContext = {
    rng: createRng('speak-test', persona.id, turn),
    saidLine: () => false,
    saidSentence: () => false,
    history: [],
  };
  return templateRenderer.render(plan, ctx);
}

describe('case-note labels are said as speech or not at all', () => {
  it('turns labels into first-person sentences', () => {
    expect(speakNote('Broken sleep from pain')).toEqual({
      form: 'sentence',
      text: "I don't sleep well because of the pain",
    });
    expect(speakNote('Irritability and withdrawal from friends')?.text).toBe(
      "I get irritable, and I've pulled away from friends",
    );
    expect(speakNote('Low mood for over a year')?.text).toBe("my mood's been low for over a year");
    expect(speakNote('Feeling a burden on his wife', false, undefined, 'he/him')?.text).toBe(
      'feel like a burden on my wife',
    );
    expect(speakNote('Intense longing for her daughter', false, undefined, 'she/her')?.text).toBe(
      'I really miss my daughter',
    );
    expect(speakNote('Gaming in his room until 3am', false, undefined, 'he/him')?.text).toBe(
      'game in my room until 3am',
    );
    expect(speakNote('Raised liver enzymes')).toBeNull();
    expect(speakNote('Unstable sense of self')).toBeNull();
  });

  it('never reads a symptom or coping label aloud as a fragment, for any catalogue persona', () => {
    for (const p of PERSONAS) {
      for (const m of personaMaterial(p).filter((x) => x.kind === 'symptom' || x.kind === 'coping')) {
        const label = normalizeLine(m.source);
        for (let turn = 1; turn <= 3; turn++) {
          const text = render(p, m.kind, m.source, turn);
          const sentences = text.split(/(?<=[.!?])\s+/);
          for (const s of sentences) {
            const n = normalizeLine(s);
            expect(n, `${p.id}: ${text}`).not.toBe(label);
            expect(n, `${p.id}: ${text}`).not.toBe(`the ${label}`);
          }
          // The note is in there, with someone saying it: "I", "my", or things at home.
          const carrying = sentences.find((s) => normalizeLine(s).includes(normalizeLine(m.phrase.text)));
          expect(carrying, `${p.id}: ${m.source} -> ${text}`).toBeDefined();
          expect(carrying, `${p.id}: ${text}`).toMatch(/\b(I|I'm|I've|I'd|my|me|things|reassurance)\b/i);
        }
      }
    }
  });

  it('does not say "The broken sleep from pain. Happy?"', () => {
    const gareth = byId('gareth-pryce');
    for (let turn = 1; turn <= 20; turn++) {
      const text = render(gareth, 'symptom', 'Broken sleep from pain', turn);
      expect(text).not.toMatch(/\bthe broken sleep\b|^broken sleep/i);
      expect(text).toMatch(/I don't sleep well because of the pain/);
    }
  });
});

describe('first person, with pronouns that agree', () => {
  it('keeps a generic subject in the third person', () => {
    expect(firstPersonPronouns('A man should solve his own problems.', 'he/him')).toBe(
      'A man should solve his own problems.',
    );
    expect(firstPersonPronouns('A man keeps his troubles to himself.', 'he/him')).toBe(
      'A man keeps his troubles to himself.',
    );
    expect(firstPersonPronouns('A good mother and daughter puts herself last.', 'she/her')).toBe(
      'A good mother and daughter puts herself last.',
    );
    expect(
      firstPersonPronouns('A father protects his children; if his child dies, he failed.', 'he/him'),
    ).toBe('A father protects his children; if his child dies, he failed.');
    expect(firstPersonPronouns('Thinks people will judge her if she cries', 'she/her')).toBe(
      'Thinks people will judge me if I cry',
    );
  });

  it('leaves notes already in the patient’s voice alone', () => {
    expect(
      firstPersonPronouns(
        "If I tell doctors how bad it is, they will think I'm exaggerating or weak.",
        'he/him',
      ),
    ).toBe("If I tell doctors how bad it is, they will think I'm exaggerating or weak.");
    expect(firstPersonPronouns('I should have been able to save him.', 'she/her')).toBe(
      'I should have been able to save him.',
    );
  });

  it('turns only the persona’s own pronouns', () => {
    expect(firstPersonPronouns('Difficulty accepting that he has died', 'she/her')).toBe(
      'Difficulty accepting that he has died',
    );
    expect(firstPersonPronouns('Keeps his clothes and belongings untouched', 'she/her')).toBe(
      'Keeps his clothes and belongings untouched',
    );
    expect(firstPersonPronouns("He's been drinking since his father died", 'he/him')).toBe(
      "I've been drinking since my father died",
    );
  });

  it('says the catalogue’s generic-subject beliefs without a pronoun slip', () => {
    for (const id of ['tomasz-nowak', 'vikram-singh', 'harold-jenkins', 'kwame-mensah', 'bernard-okoye']) {
      const p = byId(id);
      for (const belief of [...p.intermediate_beliefs, ...p.core_beliefs]) {
        for (let turn = 1; turn <= 3; turn++) {
          const text = render(p, 'belief', belief, turn);
          expect(text, text).not.toMatch(/\ba (good )?man\b[^.]*\b(my|me|myself)\b/i);
          if (/\b(his|himself)\b/.test(belief)) expect(text, text).toMatch(/\b(his|himself)\b/);
        }
      }
    }
  });
});
