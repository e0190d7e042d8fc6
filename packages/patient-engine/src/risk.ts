import type { Fact, Topic } from '@practicum/personas';
import type { RiskMove } from '@practicum/coder';
import { depthAllowed, RISK_TOPICS, type DisclosureContext } from './disclosure';
import type { ContentMove } from './plan';
import { RISK_RAPPORT } from './style/profiles';
import { ASKING, RISK_GATES } from './tuning';

/**
 * Whether and how the patient talks about suicide or self-harm. Disclosure depends on trust and on
 * how the student asks: a gentle, normalising or direct question after some rapport can be
 * answered; a blunt yes/no in the first minute gets a deflection. Asking again after a deflection,
 * kindly, helps (people often test whether the first question was meant). Once disclosed, follow-up
 * questions about method, plan, means and timing are answered as far as trust allows.
 */
export interface RiskAnswer {
  moves: ContentMove[];
  facts: Fact[];
  topic: Topic | null;
  riskDisclosed: boolean;
}

const NORMALISING =
  /\b(some people|many people|a lot of people|people (in your|who)|sometimes when (people|someone|you)|it is not unusual|it is common|i ask everyone|i ask (all|everybody))\b/;

const FOLLOW_UP_DETAIL: Partial<Record<RiskMove, string>> = {
  method: 'method',
  means: 'means',
  plan: 'plan',
  timing: 'timing',
  intent: 'intent',
  past_attempts: 'past_attempts',
  behaviour: 'plan',
  protective_factors: 'protective',
};

export function riskTopicOf(ctx: DisclosureContext): Topic {
  return ctx.persona.risk.level === 'recent_self_harm' ? 'self_harm' : 'suicide';
}

/** The trust the patient needs before disclosing, given how the student asked this time. */
export function readinessBonus(ctx: DisclosureContext): number {
  const { a, s } = ctx;
  let bonus = 0;
  if (NORMALISING.test(a.normalized.text) || a.coding.risk_screen === 'indirect') bonus += ASKING.normalising;
  if (a.acts.some((x) => x === 'simple_reflection' || x === 'complex_reflection' || x === 'validation'))
    bonus += ASKING.heard;
  bonus += Math.min(3, s.riskAsks) * ASKING.perEarlierAsk;
  if (s.turn <= 2) bonus += ASKING.tooSoon;
  return bonus;
}

function screen(ctx: DisclosureContext): RiskAnswer {
  const { persona, s } = ctx;
  const risk = persona.risk;
  const topic = riskTopicOf(ctx);
  if (risk.level === 'none') {
    return {
      moves: [s.riskAsks === 0 ? { kind: 'risk_none', text: risk.disclosure } : { kind: 'risk_deny_again' }],
      facts: [],
      topic: s.topic,
      riskDisclosed: false,
    };
  }
  const ready = s.trust + readinessBonus(ctx) >= risk.min_trust && s.rapport >= RISK_RAPPORT;
  if (ready)
    return {
      moves: [{ kind: 'risk_disclosure', text: risk.disclosure, topic }],
      facts: [],
      topic,
      riskDisclosed: true,
    };
  // Not yet: a deflection, and when trust is close, a hint that there is more to say.
  const close = s.trust + readinessBonus(ctx) >= risk.min_trust - RISK_GATES.hintAfterDeflection;
  const moves: ContentMove[] = [
    s.riskAsks === 0 ? { kind: 'risk_deflection', text: risk.deflection } : { kind: 'risk_deny_again' },
  ];
  if (close) moves.push({ kind: 'risk_cue', topic });
  return { moves, facts: [], topic: s.topic, riskDisclosed: false };
}

/** Once disclosed: the risk facts trust allows, or an answer to the follow-up asked. */
function followUp(ctx: DisclosureContext): RiskAnswer {
  const { persona, s, a } = ctx;
  const topic = riskTopicOf(ctx);
  const asked = a.coding.risk.map((m) => FOLLOW_UP_DETAIL[m]).find((d) => d !== undefined);
  const fact = persona.facts
    .filter(
      (f) =>
        RISK_TOPICS.includes(f.topic) &&
        !s.disclosed.includes(f.id) &&
        depthAllowed(f.depth, s, persona, true),
    )
    .sort((x, y) => (ctx.m.factHits[y.id] ?? 0) - (ctx.m.factHits[x.id] ?? 0) || x.depth - y.depth)[0];
  const moves: ContentMove[] = [];
  if (asked === 'protective' && persona.risk.protective_factors.length > 0)
    moves.push({ kind: 'protective', topic });
  else if (asked) moves.push({ kind: 'risk_followup', detail: asked, topic });
  if (fact && (!asked || (ctx.m.factHits[fact.id] ?? 0) > 0))
    moves.push({ kind: 'fact', fact, topic: fact.topic });
  if (moves.length === 0) moves.push({ kind: 'risk_repeat', topic });
  return {
    moves,
    facts: moves.some((m) => m.kind === 'fact') && fact ? [fact] : [],
    topic,
    riskDisclosed: false,
  };
}

/** The patient's answer to a risk screen, follow-up or safety planning. */
export function answerRisk(ctx: DisclosureContext): RiskAnswer {
  const { persona, s, a } = ctx;
  if (persona.risk.level === 'none') return screen(ctx);
  if (!s.riskDisclosed) return screen(ctx);
  if (a.acts.includes('safety_planning') && !a.acts.includes('risk_followup')) {
    const topic = riskTopicOf(ctx);
    return {
      moves: [
        persona.risk.protective_factors.length > 0
          ? { kind: 'protective', topic }
          : { kind: 'ack_validation' },
      ],
      facts: [],
      topic,
      riskDisclosed: false,
    };
  }
  return followUp(ctx);
}
