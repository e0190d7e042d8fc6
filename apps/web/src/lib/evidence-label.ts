/**
 * Plain words for the scorer's evidence codes. The codes (MITI behaviours, EPITOME levels, C-SSRS
 * moves, conduct) are for machines; a student reads what the line did. This is the one place the
 * web app turns a code into words: any screen that shows evidence labels it with `evidenceLabel`,
 * never with the code itself (a student once read "epitome:interpretation").
 */
const LABELS: Record<string, string> = {
  // Counselling behaviours (MITI).
  question_open: 'Open question',
  question_closed: 'Closed question',
  simple_reflection: 'Reflection (repeats what was said)',
  complex_reflection: 'Reflection (adds meaning)',
  misfit_reflection: 'Reflection that did not match what the patient said',
  affirm: 'Affirmation',
  seeking_collaboration: 'Invites working together',
  emphasising_autonomy: "Respects the patient's choice",
  persuade: 'Advice without permission',
  persuade_with_permission: 'Advice with permission',
  'persuade (question form)': 'Advice phrased as a question',
  giving_information: 'Information',
  confront: 'Confronting',
  facilitate: 'Encouraging sound',
  evoke_change: 'Asks for their reasons to change',
  other: 'Other',
  // Session structure.
  greeting: 'Greeting',
  agenda: 'Agenda',
  summary: 'Summary',
  closing: 'Closing',
  // Empathy (EPITOME).
  'epitome:interpretation': 'Shows understanding',
  'epitome:emotional_reaction': 'Warmth and concern',
  'epitome:exploration': 'Invites feelings',
  // Conduct.
  hostility: 'Hostile or insulting',
  judgement: 'Judging or blaming',
  invalidation: 'Dismisses feelings',
  false_reassurance: 'False reassurance',
  boundary_breach: 'Boundary concern',
  privacy_breach: 'Privacy concern',
  unprofessional_language: 'Unprofessional language',
  harmful_risk_response: 'Harmful reply to a risk disclosure',
};

/** Risk-screening moves (C-SSRS, safety planning), said as what the student did. */
const RISK_LABELS: Record<string, string> = {
  wish_to_be_dead: 'Asked about wishing to be dead',
  suicidal_thoughts: 'Asked about suicidal thoughts',
  self_harm: 'Asked about self-harm',
  harm_to_others: 'Asked about harming others',
  method: 'Asked about method',
  means: 'Asked about means',
  intent: 'Asked about intent',
  plan: 'Asked about a plan',
  timing: 'Asked about timing',
  frequency: 'Asked how often',
  behaviour: 'Asked about recent behaviour',
  past_attempts: 'Asked about past attempts',
  protective_factors: 'Asked what keeps them safe',
  explore: 'Explored the risk',
  safety_planning: 'Safety planning',
  referral: 'Pointed to crisis help',
};

const words = (code: string) => code.replace(/[_:]+/g, ' ').trim();

/** What an evidence code means in plain words; unknown codes lose their underscores and prefixes. */
export function evidenceLabel(code: string): string {
  const known = LABELS[code];
  if (known) return known;
  const [prefix, rest] = code.split(':', 2);
  if (prefix === 'cssrs' && rest) return RISK_LABELS[rest] ?? `Asked about ${words(rest)}`;
  const text = words(rest ?? code);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
