import { SessionSchema, type Session, type SessionListQuery } from '@practicum/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { getAudio } from './audio-file';
import { dashboardKeys } from './dashboard';
import { withQuery } from './query-string';
import {
  SessionDetailReadSchema,
  SessionListReadSchema,
  type SessionDetailRead,
  type SessionListRead,
} from './session-schemas';

const SESSIONS = '/voice/history/sessions';
const sessionPath = (id: string) => `${SESSIONS}/${encodeURIComponent(id)}`;

/** Every session query sits under ['sessions'], so one invalidation refreshes lists and details. */
export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (query: SessionListQuery) => [...sessionKeys.lists(), query] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
};

/** GET /voice/history/sessions: one page of the signed-in student's sessions (no transcripts). */
export function getSessions(query: SessionListQuery, signal?: AbortSignal): Promise<SessionListRead> {
  return apiClient.get(withQuery(SESSIONS, { ...query }), SessionListReadSchema, signal);
}

/** The student's most recent session with the patient (limit 1, newest start first), or null. */
export async function getLatestSession(
  patientId: string,
): Promise<SessionListRead['sessions'][number] | null> {
  const { sessions } = await getSessions({
    patient_id: patientId,
    limit: 1,
    sort_by: 'start_time',
    sort_order: 'desc',
  });
  return sessions[0] ?? null;
}

export function sessionsQueryOptions(query: SessionListQuery) {
  return queryOptions({
    queryKey: sessionKeys.list(query),
    queryFn: ({ signal }) => getSessions(query, signal),
  });
}

/** A page of sessions; while the next page or filter loads, the previous rows stay on screen. */
export function useSessions(query: SessionListQuery) {
  return useQuery({ ...sessionsQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /voice/history/sessions/{id}: one session with its transcript (admins may read any). */
export function getSession(id: string, signal?: AbortSignal): Promise<SessionDetailRead> {
  return apiClient.get(sessionPath(id), SessionDetailReadSchema, signal);
}

export function sessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: sessionKeys.detail(id),
    queryFn: ({ signal }) => getSession(id, signal),
  });
}

export function useSession(id: string) {
  return useQuery(sessionQueryOptions(id));
}

/**
 * POST /voice/history/sessions: 201 with a new session, or 200 with the active one for this patient.
 * Audio settings are left out so the server fills them from the student's settings.
 */
export function startSession(patientId: string): Promise<Session> {
  return apiClient.post(SESSIONS, { patient_id: patientId }, SessionSchema);
}

/** What a started (or newly scored) session changes: the session lists and details, and the dashboards. */
export async function invalidateSessions(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: sessionKeys.all }),
    client.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

export function useStartSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: startSession, onSuccess: () => invalidateSessions(client) });
}

/** GET /voice/history/sessions/{id}/recording as a Blob (every download is audited). */
export function getRecording(id: string, signal?: AbortSignal): Promise<Blob> {
  return getAudio(`${sessionPath(id)}/recording`, signal);
}

/**
 * The recording's file name when downloaded: session_{id}.wav for recordings made as WAV, and .ogg
 * for the compressed Ogg Opus recordings made since (decision record 026), so players open them.
 */
export const recordingFilename = (id: string, type = 'audio/wav'): string =>
  `session_${id}.${type.startsWith('audio/ogg') ? 'ogg' : 'wav'}`;
