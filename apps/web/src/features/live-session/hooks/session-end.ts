import { generateInsights } from '../../../api/insights';
import { getLatestSession, getSession } from '../../../api/sessions';
import { clockSeconds } from '../lib/clock';
import { failedSummary, summaryFromInsights, type SummaryFailure } from '../lib/summary';
import type { LiveStore } from '../store/live-store';

/** Every line heard here, including those Clear took off the screen. */
const contextOf = (store: LiveStore) => {
  const s = store.getState();
  return { durationSeconds: clockSeconds(s.clock, Date.now()), messageCount: s.lines.length };
};

/**
 * The summary counts the conversation as saved and scored: the server's count of the session's
 * messages. If that cannot be read, every line heard here is the next best figure.
 */
async function scoredContextOf(store: LiveStore, sessionId: string) {
  const context = contextOf(store);
  try {
    return { ...context, messageCount: (await getSession(sessionId)).message_count };
  } catch {
    return context;
  }
}

const fail = (store: LiveStore, kind: SummaryFailure) =>
  store.dispatch({ type: 'complete', summary: failedSummary(kind, contextOf(store)) });

/**
 * After session_ended the client generates the session's insights and shows Session Complete; when
 * that fails, score 0, grade N/A and a message saying so. `onScored` runs once the insights are stored.
 */
export async function completeWithInsights(
  store: LiveStore,
  sessionId: string | null,
  onScored: () => void = () => undefined,
): Promise<void> {
  if (!sessionId) return fail(store, 'no-session-id');
  try {
    const insights = await generateInsights(sessionId);
    onScored();
    const summary = summaryFromInsights(insights, await scoredContextOf(store, sessionId));
    if (!summary) throw new Error('The insights answer holds no overall score');
    store.dispatch({ type: 'complete', summary });
  } catch (error) {
    console.warn('Failed to generate insights', error);
    fail(store, 'generation-failed');
  }
}

/** The socket closed while ending, before session_ended: find the latest session for the patient. */
export async function completeAfterLostConnection(
  store: LiveStore,
  patientId: string,
  onScored?: () => void,
): Promise<void> {
  let sessionId: string | null;
  try {
    sessionId = (await getLatestSession(patientId))?.id ?? null;
  } catch (error) {
    console.warn('Session completed - connection closed unexpectedly.', error);
    return fail(store, 'connection-closed');
  }
  if (!sessionId) return fail(store, 'session-not-found');
  await completeWithInsights(store, sessionId, onScored);
}
