import type { Emotion, Persona } from '@practicum/personas';
import type { ContentMove } from './plan';
import type { EngineState } from './state';

/**
 * The emotion shown in a turn: the feeling of what is being said when a fact or risk is disclosed,
 * otherwise the reaction to the student's move, otherwise the persona's usual emotions weighed by
 * distress and openness.
 */
export function chooseEmotion(persona: Persona, s: EngineState, moves: readonly ContentMove[]): Emotion {
  const style = persona.style;
  const usual = persona.emotions;
  const has = (k: ContentMove['kind']) => moves.some((m) => m.kind === k);
  const prefer = (...options: Emotion[]): Emotion =>
    options.find((e) => usual.includes(e)) ?? options[0] ?? 'neutral';

  if (has('risk_disclosure')) return prefer('hopeless', 'numb', 'tearful', 'ashamed', 'sad');
  if (has('risk_deflection') || has('risk_deny_again') || has('risk_none')) {
    return style === 'hostile' ? 'irritable' : has('risk_none') ? prefer('neutral', 'guarded') : 'guarded';
  }
  const facts = moves.flatMap((m) => (m.fact ? [m.fact] : []));
  if (facts.length > 0) {
    const deepest = facts.reduce((a, b) => (b.depth > a.depth ? b : a));
    return deepest.emotion;
  }
  if (has('react_confrontation')) {
    if (style === 'hostile') return 'angry';
    if (style === 'people_pleasing') return prefer('ashamed', 'guilty');
    if (style === 'guarded') return 'guarded';
    return prefer('frustrated', 'irritable', 'ashamed');
  }
  if (has('react_advice') || has('react_reassurance')) {
    if (style === 'people_pleasing') return 'neutral';
    if (style === 'hostile') return 'irritable';
    return s.openness < 0.3 ? 'guarded' : 'frustrated';
  }
  if (has('react_unsure')) return style === 'hostile' ? 'irritable' : 'guarded';
  if (has('react_interrogation')) return style === 'hostile' ? 'irritable' : 'guarded';
  if (has('meta_probe') || has('confused')) return style === 'hostile' ? 'irritable' : 'neutral';
  if (has('closing'))
    return s.rapport >= 0.45
      ? prefer('hopeful', 'relieved', 'warm')
      : s.openness < 0.3
        ? 'guarded'
        : 'neutral';
  if (has('ack_validation') || has('ack_summary') || (has('ack_reflection') && s.rapport > 0.4)) {
    if ((style === 'hostile' || style === 'guarded') && s.rapport < 0.35) return 'guarded';
    return s.distress > 0.6 ? prefer('tearful', 'sad') : 'relieved';
  }
  if (has('ack_affirmation')) return style === 'hostile' ? 'guarded' : s.rapport > 0.3 ? 'warm' : 'neutral';
  if (s.openness < 0.25) return style === 'hostile' ? prefer('irritable', 'angry') : 'guarded';
  if (s.distress > 0.6) return usual[0] ?? 'sad';
  if (s.distress > 0.4) return usual[1] ?? usual[0] ?? 'neutral';
  return s.rapport > 0.55 ? 'warm' : 'neutral';
}
