import { asc, eq } from 'drizzle-orm';
import {
  buildInsights,
  codeTranscript,
  ScoringTranscriptSchema,
  type Insights,
  type ScoringTranscript,
  type UtteranceCoding,
} from '@practicum/scoring';
import type { Db } from '../../db/client';
import { sessionMessages, sessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findSession } from '../sessions/sessions.service';

/** A stored transcript as the scoring package reads it (engine states and risk flags included). */
export async function scoringTranscript(db: Db, sessionId: string): Promise<ScoringTranscript> {
  const rows = await db
    .select()
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, sessionId))
    .orderBy(asc(sessionMessages.seq));
  return ScoringTranscriptSchema.parse({
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

/**
 * Scores a session and stores the result on it: insights, overall score, grade, summary as feedback,
 * the metrics as performance metrics and the per-utterance codes as analysis. Generating again
 * recomputes the same values from the same transcript and overwrites them, so nothing is duplicated.
 */
export async function generateInsights(db: Db, sessionId: string, ownerId: string | null): Promise<Insights> {
  const { row } = await findSession(db, sessionId, ownerId);
  const transcript = await scoringTranscript(db, row.id);
  const insights = buildInsights(transcript);
  const codes = codeTranscript(transcript);
  await db
    .update(sessions)
    .set({
      insights,
      insightsGenerated: true,
      score: insights.overall_score,
      grade: insights.grade,
      feedback: insights.session_summary,
      performanceMetrics: insights.metrics,
      analysis: { codes },
      updatedAt: new Date(),
    })
    .where(eq(sessions.id, row.id));
  return insights;
}

export async function storedInsights(db: Db, sessionId: string, ownerId: string | null): Promise<Insights> {
  const { row } = await findSession(db, sessionId, ownerId);
  if (!row.insightsGenerated || !row.insights) {
    throw notFound('Insights have not been generated for this session', 'insights_not_found');
  }
  return row.insights as Insights;
}

export async function sessionAnalytics(
  db: Db,
  sessionId: string,
  ownerId: string | null,
): Promise<SessionAnalytics> {
  const { row } = await findSession(db, sessionId, ownerId);
  const transcript = await scoringTranscript(db, row.id);
  const insights = row.insights as Insights | null;
  return { session_id: row.id, codes: codeTranscript(transcript), metrics: insights?.metrics ?? null };
}
