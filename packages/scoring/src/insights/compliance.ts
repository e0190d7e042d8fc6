import { BOUNDARY_BREACH, PRIVACY_BREACH, SELF_FOCUS, UNPROFESSIONAL } from '@practicum/coder';
import { type ScoringUtterance } from '@practicum/coder';
import { normalise } from '@practicum/coder';

export interface Conduct {
  boundary: number[];
  privacy: number[];
  unprofessional: number[];
  /** Student self-disclosure that turns the session towards the student (not a violation by itself). */
  selfFocus: number[];
}

/** Student turns that breach the professional frame, privacy or professional language. */
export function conduct(student: readonly ScoringUtterance[]): Conduct {
  const out: Conduct = { boundary: [], privacy: [], unprofessional: [], selfFocus: [] };
  for (const u of student) {
    const s = normalise(u.text);
    if (BOUNDARY_BREACH.test(s)) out.boundary.push(u.seq);
    if (PRIVACY_BREACH.test(s)) out.privacy.push(u.seq);
    if (UNPROFESSIONAL.test(s)) out.unprofessional.push(u.seq);
    if (SELF_FOCUS.test(s)) out.selfFocus.push(u.seq);
  }
  return out;
}
