import { asc, eq, sql } from 'drizzle-orm';
import type { Insights as StoredInsights } from '@practicum/contract';
import {
  buildInsights,
  codeTranscript,
  MetricsSchema,
  ScoringTranscriptSchema,
  type Insights,
  type ScoringTranscript,
  type UtteranceCoding,
} from '@practicum/scoring';
import { prepareTranscriptReadings } from '@practicum/coder';
import type { Db } from '../../db/client';
import { patients, sessionMessages, sessions, users, type SessionRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { upgradeInsights } from '../../lib/insights/upgrade-insights';
import { findSession } from '../sessions/sessions.service';
import { riskMaterial } from './risk-material';
import {
  mergeNarrative,
  NarrativeError,
  noteLine,
  withModelNote,
  type NarrativeFacts,
  type Narrator,
  type StoredFeedbackSource,
  type TranscriptMark,
} from './narrative';

/** A stored transcript as the scoring package reads it (engine states and risk flags included). */
export async function scoringTranscript(db: Db, sessionId: string): Promise<ScoringTranscript> {
  const rows = await db
    .select()
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, sessionId))
    .orderBy(asc(sessionMessages.seq));
  const [patient] = await db
    .select({ persona: patients.persona, name: patients.name })
    .from(sessions)
    .innerJoin(patients, eq(patients.id, sessions.patientId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  const station = patient?.persona.case;
  return ScoringTranscriptSchema.parse({
    risk_material: riskMaterial(patient?.persona),
    // A medical case's checklist is marked too; a therapy persona has none.
    ...(station ? { station, patient_name: patient?.name } : {}),
    utterances: rows.map((m) => {
      const state = (m.engineState ?? null) as
        (Record<string, unknown> & { risk_disclosed?: unknown }) | null;
      return {
        seq: m.seq,
        speaker: m.speaker,
        text: m.text,
        start_ms: m.startedMs,
        end_ms: m.endedMs,
        emotion: m.emotion,
        engine_state: state,
        risk_disclosed: typeof state?.risk_disclosed === 'boolean' ? state.risk_disclosed : null,
      };
    }),
  });
}

export interface SessionAnalytics {
  session_id: string;
  codes: UtteranceCoding[];
  metrics: Insights['metrics'] | null;
}

/** Where the narrative feedback comes from, and where a model failure is reported (optional). */
export interface NarrativeOptions {
  narrator: Narrator | null;
  /** Told why the model's feedback was not used (the reason only: no keys, no addresses). */
  onFailure?: (reason: string) => void;
}

/**
 * Scores a session and stores the result on it: insights, overall score, grade, summary as feedback,
 * the metrics merged into the performance metrics and the per-utterance codes as analysis. Generating
 * again recomputes the same values from the same transcript and overwrites them, so nothing is
 * duplicated. Performance metrics also hold what the session itself recorded when it ended (the
 * provider usage, under `usage`), so the metrics are merged in key by key, never written over it.
 *
 * With a chat model configured the model rewrites the narrative strings (numbers stay computed); when
 * it fails the offline narrative stays and a line in the session notes says so. Insights the same
 * model already wrote for the same transcript are returned as stored, without asking it again.
 */
export async function generateInsights(
  db: Db,
  sessionId: string,
  ownerId: string | null,
  options: NarrativeOptions = { narrator: null },
): Promise<Insights> {
  const { row } = await findSession(db, sessionId, ownerId);
  // Past the retention period only the report is left: scoring the empty transcript would erase it.
  if (row.transcriptDeletedAt) {
    if (row.insightsGenerated) return upgradeInsights(row.insights) as Insights;
    throw conflict(
      'The transcript of this session was deleted under the retention rule, so it cannot be scored',
      'transcript_deleted',
    );
  }
  const transcript = await scoringTranscript(db, row.id);
  await prepareTranscriptReadings(transcript);
  const offline = buildInsights(transcript);
  const mark: TranscriptMark = {
    messages: transcript.utterances.length,
    last_seq: transcript.utterances.at(-1)?.seq ?? null,
  };
  const { narrator } = options;

  if (narrator && row.insightsGenerated && sameModelInsights(row.insights, narrator.model, offline, mark))
    return row.insights as Insights;

  let insights: Insights = offline;
  let source: StoredFeedbackSource = { kind: 'offline', transcript: mark };
  /** The note line to write (a model failure) or to drop (the model answered); undefined: leave notes. */
  let line: string | null | undefined;
  if (narrator) {
    try {
      const narrative = await narrator.write(offline, await narrativeFacts(db, row));
      insights = mergeNarrative(offline, narrative);
      source = { kind: 'model', model: narrator.model, transcript: mark };
      line = null;
    } catch (err) {
      const reason = err instanceof NarrativeError ? err.message : 'the feedback could not be written';
      options.onFailure?.(reason);
      source = { kind: 'offline', model: narrator.model, error: reason, transcript: mark };
      line = noteLine(reason);
    }
  }
  // The notes as they are now (the student may have edited them while the model was writing).
  let notes: { sessionNotes: string | null } | Record<string, never> = {};
  if (line !== undefined) {
    const [current] = await db
      .select({ notes: sessions.sessionNotes })
      .from(sessions)
      .where(eq(sessions.id, row.id));
    const before = current?.notes ?? null;
    const after = withModelNote(before, line);
    if (after !== before) notes = { sessionNotes: after };
  }
  const stored = { ...insights, feedback_source: source } as Insights;
  const codes = codeTranscript(transcript);
  await db
    .update(sessions)
    .set({
      insights: stored,
      insightsGenerated: true,
      score: stored.overall_score,
      grade: stored.grade,
      feedback: stored.session_summary,
      performanceMetrics: mergedMetrics(stored.metrics),
      analysis: { codes },
      ...notes,
      updatedAt: new Date(),
    })
    .where(eq(sessions.id, row.id));
  return stored;
}

/** True when `stored` was written by `model` from the transcript marked `mark` with today's scoring. */
function sameModelInsights(stored: unknown, model: string, offline: Insights, mark: TranscriptMark): boolean {
  if (!stored || typeof stored !== 'object') return false;
  const s = stored as { scoring_version?: unknown; feedback_source?: StoredFeedbackSource | null };
  const source = s.feedback_source;
  return (
    s.scoring_version === offline.scoring_version &&
    source?.kind === 'model' &&
    source.model === model &&
    source.transcript?.messages === mark.messages &&
    source.transcript?.last_seq === mark.last_seq
  );
}

/** The case the model may see (the presenting problem) and the student identifiers it must not. */
async function narrativeFacts(db: Db, row: SessionRow): Promise<NarrativeFacts> {
  const [patient] = await db
    .select({ persona: patients.persona, condition: patients.condition })
    .from(patients)
    .where(eq(patients.id, row.patientId));
  const [student] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
    })
    .from(users)
    .where(eq(users.id, row.userId));
  const persona = patient?.persona as { presenting_problem?: unknown } | undefined;
  const presenting = persona?.presenting_problem;
  return {
    presentingProblem: typeof presenting === 'string' ? presenting : (patient?.condition ?? null),
    redact: [student?.email, student?.displayName, student?.firstName, student?.lastName].filter(
      (w): w is string => typeof w === 'string' && w.trim().length >= 2,
    ),
  };
}

/** The stored insights, in today's shape whatever scorer wrote them. */
export async function storedInsights(
  db: Db,
  sessionId: string,
  ownerId: string | null,
): Promise<StoredInsights> {
  const { row } = await findSession(db, sessionId, ownerId);
  const insights = row.insightsGenerated ? upgradeInsights(row.insights) : null;
  if (!insights) throw notFound('Insights have not been generated for this session', 'insights_not_found');
  return insights;
}

export async function sessionAnalytics(
  db: Db,
  sessionId: string,
  ownerId: string | null,
): Promise<SessionAnalytics> {
  const { row } = await findSession(db, sessionId, ownerId);
  const transcript = await scoringTranscript(db, row.id);
  // Insights of an older scorer may hold metrics in another shape; those read as none.
  const metrics = MetricsSchema.safeParse((row.insights as { metrics?: unknown } | null)?.metrics);
  return {
    session_id: row.id,
    codes: codeTranscript(transcript),
    metrics: metrics.success ? metrics.data : null,
  };
}

/**
 * The existing performance metrics with `metrics` laid over them key by key, in one statement so a
 * session ending at the same moment (writing its usage) keeps what it wrote. Anything stored that is
 * not an object is replaced.
 */
function mergedMetrics(metrics: Insights['metrics']) {
  const current = sql`case when jsonb_typeof(${sessions.performanceMetrics}) = 'object' then ${sessions.performanceMetrics} else '{}'::jsonb end`;
  return sql`${current} || ${JSON.stringify(metrics)}::jsonb`;
}
