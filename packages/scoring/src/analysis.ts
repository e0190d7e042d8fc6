import { codeTranscript, ordered } from '@practicum/coder';
import { conduct, type Conduct } from './insights/compliance';
import { assessRisk, type RiskAssessment } from './insights/risk';
import { credit, harmsOf, isEvidence, isMisfit, type Harm } from './metrics/credit';
import { mitiSummary, type MitiSummary } from './metrics/miti';
import { silence, type Silence } from './metrics/silence';
import { structureSeqs, type StructureSeqs } from './metrics/structure';
import { talkTime, type TalkTime } from './metrics/talk-time';
import { type UtteranceCoding } from '@practicum/coder';
import { type ScoringTranscript, type ScoringUtterance } from '@practicum/coder';

/** Everything measured about a session, before any of it is turned into scores or words. */
export interface Analysis {
  utterances: ScoringUtterance[];
  student: ScoringUtterance[];
  patient: ScoringUtterance[];
  /** The coder's codings, unchanged. */
  coded: UtteranceCoding[];
  /**
   * The codings as the scores count them (see credit): harmful lines earn nothing, reflections that
   * do not fit are missed attempts. Every skill and metric reads these.
   */
  codes: UtteranceCoding[];
  codeBySeq: Map<number, UtteranceCoding>;
  textBySeq: Map<number, string>;
  miti: MitiSummary;
  talk: TalkTime;
  silence: Silence;
  structure: StructureSeqs;
  risk: RiskAssessment;
  conduct: Conduct;
  /** Student turns with harmful conduct, in seq order, each with its kinds (most hurtful first). */
  harms: Array<{ seq: number; kinds: Harm[] }>;
  /** Student turns that reflected something the patient had not said. */
  misfits: number[];
  /** Student turns that show counselling skill at work (see isEvidence): what a grade rests on. */
  evidenceTurns: number;
}

/** Code and measure a transcript (pure and deterministic). */
export function analyse(transcript: ScoringTranscript): Analysis {
  const utterances = ordered(transcript);
  const material = transcript.risk_material ?? [];
  const coded = codeTranscript({ utterances, risk_material: material });
  const codes = coded.map(credit);
  const student = utterances.filter((u) => u.speaker === 'student');
  const misfits = coded.filter(isMisfit).map((c) => c.seq);
  const harms = coded.flatMap((c) => {
    const kinds = harmsOf(c);
    return kinds.length > 0 ? [{ seq: c.seq, kinds }] : [];
  });
  // An insult the coder heard is unprofessional language, whether or not its words are in the lexicon.
  const frame = conduct(student);
  const hostile = harms.filter((h) => h.kinds.includes('hostility')).map((h) => h.seq);
  frame.unprofessional = [...new Set([...frame.unprofessional, ...hostile])].sort((x, y) => x - y);
  return {
    utterances,
    student,
    patient: utterances.filter((u) => u.speaker === 'patient'),
    coded,
    codes,
    codeBySeq: new Map(codes.map((c) => [c.seq, c])),
    textBySeq: new Map(utterances.map((u) => [u.seq, u.text])),
    miti: mitiSummary(codes, misfits.length),
    talk: talkTime(utterances),
    silence: silence(utterances),
    structure: structureSeqs(codes),
    // Risk handling reads the coder's own codings: a harmful reply to a disclosure is judged there.
    risk: assessRisk(utterances, coded, material),
    conduct: frame,
    harms,
    misfits,
    evidenceTurns: coded.filter(isEvidence).length,
  };
}
