import { codeTranscript, ordered } from '@practicum/coder';
import { conduct, type Conduct } from './insights/compliance';
import { assessRisk, type RiskAssessment } from './insights/risk';
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
  codes: UtteranceCoding[];
  codeBySeq: Map<number, UtteranceCoding>;
  textBySeq: Map<number, string>;
  miti: MitiSummary;
  talk: TalkTime;
  silence: Silence;
  structure: StructureSeqs;
  risk: RiskAssessment;
  conduct: Conduct;
}

/** Code and measure a transcript (pure and deterministic). */
export function analyse(transcript: ScoringTranscript): Analysis {
  const utterances = ordered(transcript);
  const material = transcript.risk_material ?? [];
  const codes = codeTranscript({ utterances, risk_material: material });
  const student = utterances.filter((u) => u.speaker === 'student');
  return {
    utterances,
    student,
    patient: utterances.filter((u) => u.speaker === 'patient'),
    codes,
    codeBySeq: new Map(codes.map((c) => [c.seq, c])),
    textBySeq: new Map(utterances.map((u) => [u.seq, u.text])),
    miti: mitiSummary(codes),
    talk: talkTime(utterances),
    silence: silence(utterances),
    structure: structureSeqs(codes),
    risk: assessRisk(utterances, codes, material),
    conduct: conduct(student),
  };
}
