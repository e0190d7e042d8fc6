import type { ContentPlan, RenderContext } from '../plan';
import type { Rng } from '../prng';
import type { Bank } from './bank';
import { capitalise } from './person';
import { ACK } from './phrases-ack';
import { HURT } from './phrases-hurt';
import { NOTES } from './phrases-notes';
import { REACT } from './phrases-react';
import { RISK } from './phrases-risk';
import { SOCIAL } from './phrases-social';
import { TALK } from './phrases-talk';
import { normalizeLine, sentencesOf } from './text';

const SKELETONS = new Map<string, RegExp>();

const BANKS: Record<string, Bank> = { ...ACK, ...REACT, ...HURT, ...TALK, ...SOCIAL, ...NOTES, ...RISK };

export type Slots = Record<string, string | undefined>;

/** How strongly a style prefers its own lines over the common ones. */
const OWN_VOICE: Record<string, number> = {
  hostile: 0.8,
  people_pleasing: 0.8,
  guarded: 0.65,
  verbose: 0.6,
  tangential: 0.5,
  plain: 0,
};

function fill(template: string, slots: Slots): string | null {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = slots[key] ?? slots[lower];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return key === lower ? value : capitalise(value);
  });
  return missing ? null : out;
}

/** "When it gets bad I bake when I feel bad": a "when" template does not take a note with its own. */
function doubleWhen(template: string, slots: Slots): boolean {
  if (!/\bwhen\b/i.test(template.replace(/\{\w+\}/g, ''))) return false;
  return ['clause', 'gerund', 'np', 'state', 'past'].some(
    (k) => template.includes(`{${k}}`) && /\bwhen\b/i.test(slots[k] ?? ''),
  );
}

/** Picks lines from the phrase banks: the persona's own voice first, and never a sentence already said. */
export class Picker {
  constructor(
    private readonly plan: ContentPlan,
    private readonly ctx: RenderContext,
    private readonly rng: Rng,
    private readonly fresh: boolean,
    private readonly used: Set<string>,
  ) {}

  private said: string[] | null = null;

  /** "Not talking about work with you" then "... about my family with you" is the same line twice. */
  private templateUsed(template: string): boolean {
    if (!template.includes('{')) return false;
    let re = SKELETONS.get(template);
    if (!re) {
      const parts = normalizeLine(template.replace(/\{\w+\}/g, ' SLOT ')).split('slot');
      re = new RegExp(`^${parts.map((p) => p.trim().replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.+')}$`);
      SKELETONS.set(template, re);
    }
    this.said ??= this.ctx.history.flatMap((l) => sentencesOf(l));
    const skeleton = re;
    return this.said.some((s) => skeleton.test(s));
  }

  private isFresh(template: string, line: string, strict: boolean): boolean {
    if (!this.fresh) return true;
    if (strict && this.templateUsed(template)) return false;
    return sentencesOf(line).every(
      (s) => (!strict && s.split(' ').length < 4) || (!this.ctx.saidSentence(s) && !this.used.has(s)),
    );
  }

  line(bankName: string, slots: Slots): string | null {
    const bank = BANKS[bankName];
    if (!bank) return null;
    if (bank.consultation && this.plan.persona.case) return this.pickFrom([bank.consultation], slots);
    const own = bank[this.plan.style];
    let voice = OWN_VOICE[this.plan.style] ?? 0.5;
    // Hostile and guarded patients keep their edge until trust is well established.
    if ((this.plan.style === 'hostile' || this.plan.style === 'guarded') && this.plan.stance !== 'open')
      voice = 1;
    // People-pleasers always meet advice, reassurance and criticism with agreement.
    if (this.plan.style === 'people_pleasing' && bankName.startsWith('react_')) voice = 1;
    const pools = own && this.rng.chance(voice) ? [own, bank.any] : own ? [bank.any, own] : [bank.any];
    return this.pickFrom(pools, slots);
  }

  private pickFrom(pools: readonly (readonly string[])[], slots: Slots): string | null {
    // First anything unsaid; then short backchannels ("Okay.", "Pass.") may come round again.
    for (const strict of [true, false]) {
      for (const pool of pools) {
        for (const t of this.rng.shuffle(pool)) {
          if (doubleWhen(t, slots)) continue;
          const line = fill(t, slots);
          if (line && this.isFresh(t, line, strict)) {
            for (const s of sentencesOf(line)) this.used.add(s);
            return line;
          }
        }
      }
    }
    return null;
  }
}
