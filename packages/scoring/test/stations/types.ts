/**
 * Station transcripts written by hand, as a clinician would run the station, for the checklist
 * tests. Each student line names the checklist items it is meant to meet (`meets`), so a test can
 * check that an item was met on the right line. Patient lines come from the offline patient, so the
 * conversation is the one a student would have had.
 *
 * `heldOut` transcripts were written before the detector was tuned and never looked at while tuning:
 * their figures are reported separately.
 */
export interface StationLine {
  say: string;
  /** Checklist item ids this line is written to meet (fully). */
  meets?: string[];
}

export interface StationTranscript {
  id: string;
  personaId: string;
  kind: 'thorough' | 'poor' | 'no_warning_shot';
  heldOut: boolean;
  lines: StationLine[];
}
