import { type Analysis } from '../analysis';
import { type Insights } from '../schemas/insights.schema';
import { cite } from '../skills/common';

/** Talk time block: shares, basis, assessment against the optimal ranges, longest monologue. */
export function talkTimeBlock(a: Analysis): Insights['talk_time'] {
  const t = a.talk;
  const m = t.longestMonologue;
  const unit = t.basis === 'duration' ? 'measured speech time' : 'word counts (no audio timings)';
  return {
    basis: t.basis,
    student: t.student,
    patient: t.patient,
    assessment: t.optimal ? 'Optimal' : 'Needs Adjustment',
    longest_monologue: m ? { seq: m.seq, end_seq: m.endSeq, words: m.words, ms: m.ms } : null,
    reason: `From ${unit}: student ${t.studentPercent}%, patient ${t.patientPercent}% (optimal student 25-40%, patient 60-75%).`,
  };
}

export function silenceBlock(a: Analysis): Insights['silence_management'] {
  const s = a.silence;
  if (!s.measured)
    return {
      rating: 'not_measured',
      interruptions: 0,
      pauses_allowed: 0,
      median_response_ms: null,
      reason:
        'Not measured: the transcript has no speech timings, so pauses and interruptions cannot be seen.',
    };
  const interruptRate = s.interruptions.length / s.handovers;
  const rating =
    interruptRate > 0.15
      ? 'needs_attention'
      : interruptRate > 0.05 || s.pausesAllowed.length === 0
        ? 'adequate'
        : 'good';
  const first = s.interruptions[0];
  return {
    rating,
    interruptions: s.interruptions.length,
    pauses_allowed: s.pausesAllowed.length,
    median_response_ms: s.medianResponseMs,
    reason:
      `Over ${s.handovers} hand-overs you started before the patient had finished ${s.interruptions.length} time${s.interruptions.length === 1 ? '' : 's'}` +
      (first !== undefined ? ` (first at ${cite(a, first, 60)})` : '') +
      ` and left a pause of 3 s or more ${s.pausesAllowed.length} time${s.pausesAllowed.length === 1 ? '' : 's'}; median reply gap ${s.medianResponseMs} ms.`,
  };
}

export function structureBlock(a: Analysis): Insights['session_structure'] {
  const s = a.structure;
  const present = (['greeting', 'agenda', 'summary', 'closing'] as const).filter((k) => s[k] !== null);
  const missing = (['greeting', 'agenda', 'summary', 'closing'] as const).filter((k) => s[k] === null);
  return {
    rating: present.length === 4 ? 'complete' : present.length >= 2 ? 'partial' : 'minimal',
    ...s,
    reason:
      (present.length
        ? `Found ${present.map((k) => `${k} (#${s[k]})`).join(', ')}.`
        : 'No structural moves found.') + (missing.length ? ` Missing: ${missing.join(', ')}.` : ''),
  };
}

export function complianceBlock(a: Analysis) {
  const c = a.conduct;
  const n = a.student.length;
  const list = (seqs: number[]) => seqs.map((s) => `#${s}`).join(', ');
  return {
    hipaa_compliance: c.privacy.length === 0,
    ethical_boundaries: c.boundary.length === 0,
    professional_language: c.unprofessional.length === 0,
    compliance_reasons: {
      hipaa_compliance: c.privacy.length
        ? `Possible disclosure of health information without consent at ${list(c.privacy)}.`
        : `No sharing of identifiable health information without consent in ${n} student utterances.`,
      ethical_boundaries: c.boundary.length
        ? `Dual-relationship, promise or confidentiality-absolute language at ${list(c.boundary)}.`
        : `No dual relationships, personal contact, promises of outcome or absolute confidentiality in ${n} student utterances.`,
      professional_language: c.unprofessional.length
        ? `Profanity, insults or stigmatising labels at ${list(c.unprofessional)}.`
        : `No profanity, insults or stigmatising labels in ${n} student utterances.`,
    },
  };
}

export function metricsBlock(a: Analysis): Insights['metrics'] {
  const m = a.miti;
  return {
    student_utterances: m.studentUtterances,
    patient_utterances: a.patient.length,
    questions: m.questions,
    open_questions: m.openQuestions,
    reflections: m.reflections,
    complex_reflections: m.complexReflections,
    reflection_to_question_ratio: m.reflectionToQuestion,
    percent_complex_reflections: m.percentComplex,
    percent_open_questions: m.percentOpen,
    mi_adherent: m.adherent,
    mi_non_adherent: m.nonAdherent,
    code_counts: Object.fromEntries(Object.entries(m.counts).sort(([x], [y]) => x.localeCompare(y))),
  };
}
