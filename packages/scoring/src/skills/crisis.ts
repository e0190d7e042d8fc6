import { type Analysis } from '../analysis';
import { clamp100 } from '../grades';
import { skillFlags } from '../insights/flags';
import { type DisclosureResponse, screened } from '../insights/risk';
import { type Skill } from '../schemas/insights.schema';
import { cite, evidence, skill, uniqueEvidence } from './common';

const SEVERITY = ['method', 'intent', 'plan', 'behaviour'] as const;

/**
 * Points for one disclosure: responding in time (35), asking directly about suicidal thoughts (25),
 * the C-SSRS severity items (5 each), safety planning (12) and referral (8). A missed disclosure
 * earns at most 20 for anything done later; a harmful reply caps it at 20.
 */
export function disclosureScore(d: DisclosureResponse): number {
  const did = (m: string) => d.moves.some((x) => x.move === m);
  const later =
    (screened(d) ? 25 : 0) +
    5 * SEVERITY.filter(did).length +
    (did('safety_planning') ? 12 : 0) +
    (did('referral') ? 8 : 0);
  const raw = d.missed ? Math.min(20, later) : 35 + later;
  return clamp100(d.harmfulSeqs.length > 0 ? Math.min(raw, 20) : raw);
}

/**
 * Crisis management is scored only from risk the patient actually presented (engine flag or text).
 * With none, the score is null and applicable is false: nothing was asked of the student.
 */
export function crisis(a: Analysis): Skill {
  const { disclosures, proactive } = a.risk;
  if (disclosures.length === 0) {
    const screen = proactive[0];
    return skill({
      score: null,
      applicable: false,
      feedback:
        'Not applicable: the patient presented no suicide or self-harm risk in this session, so crisis management was not scored.' +
        (screen ? ` You screened for risk anyway at ${cite(a, screen.seq)}.` : ''),
      strengths: screen ? [`Screened for risk proactively at ${cite(a, screen.seq)}.`] : [],
      evidence: screen ? [evidence(a, screen.seq, `cssrs:${screen.move}`)] : [],
    });
  }
  const scores = disclosures.map(disclosureScore);
  const score = clamp100(scores.reduce((s, x) => s + x, 0) / scores.length);
  const strengths: string[] = [];
  const areas: string[] = [];
  const ev = [];
  for (const d of disclosures) {
    const said = cite(a, d.patientSeq, 80).replace(/^#/, 'patient #');
    if (d.missed) {
      areas.push(
        `After ${said} disclosed risk, your next replies did not ask about suicidal thoughts, explore them or plan for safety.`,
      );
    } else if (d.respondedSeq !== null) {
      strengths.push(
        `Responded to the disclosure at patient #${d.patientSeq} with ${cite(a, d.respondedSeq)}.`,
      );
      ev.push(evidence(a, d.respondedSeq, `cssrs:${a.codeBySeq.get(d.respondedSeq)?.risk[0] ?? 'explore'}`));
    }
    for (const seq of d.harmfulSeqs) {
      areas.push(
        `${cite(a, seq)} dismisses or moralises about the disclosure; acknowledge it and ask directly instead.`,
      );
      ev.push(evidence(a, seq, 'harmful_risk_response'));
    }
    if (!screened(d))
      areas.push(
        'Ask directly: "Are you having thoughts of ending your life?" (the second screening question of the Columbia scale).',
      );
    else if (!d.moves.some((m) => SEVERITY.includes(m.move as (typeof SEVERITY)[number])))
      areas.push(
        'Once they say they have had such thoughts, ask in turn about method, intent, plan and anything they have done.',
      );
    if (!d.moves.some((m) => m.move === 'safety_planning'))
      areas.push('Build a safety plan: warning signs, coping steps, people to contact, removing means.');
    for (const m of d.moves.filter((x) => x.move !== 'explore').slice(0, 4))
      ev.push(evidence(a, m.seq, `cssrs:${m.move}`));
  }
  const uniqueAreas = [...new Set(areas)];
  return skill({
    score,
    feedback: `The patient disclosed risk ${disclosures.length} time${disclosures.length === 1 ? '' : 's'}; ${disclosures.filter((d) => !d.missed).length} of these got a timely response.`,
    strengths,
    areas_for_improvement: uniqueAreas,
    evidence: uniqueEvidence(ev),
    immediate_feedback: uniqueAreas.slice(0, 1),
    risk_flags: skillFlags(a, ['missed_risk_disclosure', 'harmful_risk_response']),
  });
}
