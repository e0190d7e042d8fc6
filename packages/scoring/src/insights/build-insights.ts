import { analyse } from '../analysis';
import {
  clamp100,
  evidenceCap,
  gradeFor,
  HOSTILITY_CAP,
  RISK_MISS_CAP,
  SCORING_VERSION,
  SKILL_WEIGHTS,
} from '../grades';
import { type Insights, type Skill, type SkillName } from '../schemas/insights.schema';
import { ScoringTranscriptSchema, type ScoringTranscript } from '@practicum/coder';
import { activeListening } from '../skills/active-listening';
import { boundaries } from '../skills/boundaries';
import { crisis } from '../skills/crisis';
import { empathy } from '../skills/empathy';
import { interventions } from '../skills/interventions';
import { questioning } from '../skills/questioning';
import { reviewReasons, riskFlags } from './flags';
import { engagement, engagementLevel, rapport, rapportLevel } from './relationship';
import { resourcesFor } from './resources';
import { immediateFeedback, longTermDevelopment, sessionSummary } from './narrative';
import { talkTimeBlock, silenceBlock, structureBlock, complianceBlock, metricsBlock } from './blocks';
import { markChecklist, stationScore, stationSummary } from '../checklist/mark';

/** Weighted mean of the applicable skills (weights renormalised over those that have a score). */
export function overallScore(skills: Record<SkillName, Skill>): number {
  let sum = 0;
  let weight = 0;
  for (const [name, w] of Object.entries(SKILL_WEIGHTS) as Array<[SkillName, number]>) {
    const s = skills[name].score;
    if (s === null) continue;
    sum += w * s;
    weight += w;
  }
  return weight > 0 ? clamp100(sum / weight) : 0;
}

/**
 * Score a session: the complete Insights object. Pure and deterministic: the same
 * transcript always gives the same insights. Throws a ZodError when the input is not a ScoringTranscript.
 */
export function buildInsights(input: ScoringTranscript): Insights {
  const transcript = ScoringTranscriptSchema.parse(input);
  const a = analyse(transcript);
  const checklist = transcript.station
    ? markChecklist(a, transcript.station, { patientName: transcript.patient_name })
    : undefined;
  const skills: Record<SkillName, Skill> = {
    active_listening: activeListening(a),
    empathy_demonstration: empathy(a),
    questioning_techniques: questioning(a),
    boundary_maintenance: boundaries(a),
    crisis_management: crisis(a),
    therapeutic_interventions: interventions(a),
  };
  const flags = riskFlags(a);
  const riskMiss = flags.some(
    (f) => f.type === 'missed_risk_disclosure' || f.type === 'harmful_risk_response',
  );
  const raw = overallScore(skills);
  // Too few substantive turns to judge: the grade cannot rest on them (the summary says so).
  const cap = evidenceCap(a.evidenceTurns);
  const hostile = a.coded.some((c) => c.conduct.includes('hostility'));
  // A medical station is marked as OSCEs mark it: its checklist and global rating. The six skills
  // are still measured and shown, but the station's own mark is the score.
  const overall = checklist
    ? Math.min(stationScore(checklist), riskMiss ? RISK_MISS_CAP : 100, hostile ? HOSTILITY_CAP : 100)
    : Math.min(raw, riskMiss ? RISK_MISS_CAP : 100, cap ?? 100, hostile ? HOSTILITY_CAP : 100);
  const grade = gradeFor(overall);
  const engaged = engagement(a);
  const related = rapport(a, engaged);
  const high = flags.filter((f) => f.severity === 'high');
  const scores = Object.fromEntries(Object.entries(skills).map(([k, s]) => [k, s.score])) as Record<
    SkillName,
    number | null
  >;
  const engagementText = engagementLevel(engaged.value);
  const rapportText = rapportLevel(related.value);
  const resources = resourcesFor(scores, riskMiss);
  return {
    scoring_version: SCORING_VERSION,
    overall_score: overall,
    grade,
    session_summary:
      (checklist ? `${stationSummary(checklist)} ` : '') +
      sessionSummary(a, overall, grade, engagementText, rapportText, flags, checklist ? null : cap) +
      (hostile && raw > HOSTILITY_CAP
        ? ` Insulting or mocking the patient caps the grade at ${gradeFor(HOSTILITY_CAP)}, however good the rest.`
        : ''),
    patient_engagement_level: engagementText,
    therapeutic_rapport: rapportText,
    engagement_detail: engaged,
    rapport_detail: related,
    ...skills,
    student_talk_percentage: a.talk.studentPercent,
    patient_talk_percentage: a.talk.patientPercent,
    talk_time: talkTimeBlock(a),
    silence_management: silenceBlock(a),
    session_structure: structureBlock(a),
    ...complianceBlock(a),
    immediate_feedback: immediateFeedback(a, skills, flags, cap),
    long_term_development: longTermDevelopment(a, skills),
    recommended_resources: resources.map((r) => `${r.title} — ${r.citation} ${r.reason}`),
    resource_details: resources,
    risk_flags: flags.map((f) => f.message),
    risk_flag_details: flags,
    supervisor_review_required: high.length > 0,
    supervisor_review_reasons: reviewReasons(flags),
    metrics: metricsBlock(a),
    checklist: checklist ?? null,
  };
}
