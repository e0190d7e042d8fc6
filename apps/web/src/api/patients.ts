import {
  InitializePatientsResponseSchema,
  MessageResponseSchema,
  PatientDetailSchema,
  PatientLibrarySummarySchema,
  PatientListResponseSchema,
  PatientPreviewResponseSchema,
  type InitializePatientsResponse,
  type MessageResponse,
  type PatientBody,
  type PatientDetail,
  type PatientLibrarySummary,
  type PatientListQuery,
  type PatientListResponse,
  type PatientPreviewBody,
  type PatientPreviewResponse,
} from '@practicum/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { getAudio } from './audio-file';
import { ApiError } from '../lib/api-error';
import { withQuery } from './query-string';

const PATIENTS = '/voice/patients';
const patientPath = (id: string) => `${PATIENTS}/${encodeURIComponent(id)}`;

/** Every patient query sits under ['patients'], so one invalidation refreshes lists, figures and details. */
export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (query: Omit<PatientListQuery, 'offset'>) => [...patientKeys.lists(), query] as const,
  choices: () => [...patientKeys.lists(), 'choices'] as const,
  summary: () => [...patientKeys.all, 'summary'] as const,
  detail: (id: string) => [...patientKeys.all, 'detail', id] as const,
};

/** Patients per request; "Load more" asks for the next page. */
export const PATIENT_PAGE_SIZE = 48;

const chosen = <T>(value: T | 'all' | undefined) => (value === 'all' ? undefined : value);

/**
 * GET /voice/patients/ (search name, condition and presenting problem with clinical synonyms;
 * filter by difficulty, condition, style, risk and age group; pagination).
 */
export function getPatients(query: PatientListQuery, signal?: AbortSignal): Promise<PatientListResponse> {
  const path = withQuery(`${PATIENTS}/`, {
    search: query.search,
    difficulty: chosen(query.difficulty),
    category: chosen(query.category),
    style: chosen(query.style),
    risk: chosen(query.risk),
    age_group: chosen(query.age_group),
    discipline: chosen(query.discipline),
    include_archived: query.include_archived === 'true' ? 'true' : undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return apiClient.get(path, PatientListResponseSchema, signal);
}

export type PatientFiltersQuery = Pick<
  PatientListQuery,
  'search' | 'difficulty' | 'category' | 'style' | 'risk' | 'age_group' | 'discipline' | 'include_archived'
>;

export function patientsQueryOptions(filters: PatientFiltersQuery) {
  const query = { ...filters, limit: PATIENT_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: patientKeys.list(query),
    queryFn: ({ pageParam, signal }) => getPatients({ ...query, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.patients.length, 0);
      return last.patients.length > 0 && loaded < last.total_count ? loaded : undefined;
    },
  });
}

/** Pages of patients; while new filters load, the previous results stay on screen. */
export function usePatients(filters: PatientFiltersQuery) {
  return useInfiniteQuery({ ...patientsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** Every patient's id and name (archived too), for pickers such as "start from this formulation". */
export function usePatientChoices() {
  const query = { include_archived: 'true', limit: 200 } as const;
  return useQuery({
    queryKey: patientKeys.choices(),
    queryFn: ({ signal }) => getPatients(query, signal),
    select: (data) => data.patients.map((p) => ({ id: p.id, name: p.name, condition: p.condition })),
  });
}

/** GET /voice/patients/summary (admin): patients, distinct conditions, sessions active now. */
export function getPatientSummary(signal?: AbortSignal): Promise<PatientLibrarySummary> {
  return apiClient.get(`${PATIENTS}/summary`, PatientLibrarySummarySchema, signal);
}

export function usePatientSummary() {
  return useQuery({ queryKey: patientKeys.summary(), queryFn: ({ signal }) => getPatientSummary(signal) });
}

/** GET /voice/patients/{id}: admins also receive the full persona. */
export function getPatient(id: string, signal?: AbortSignal): Promise<PatientDetail> {
  return apiClient.get(patientPath(id), PatientDetailSchema, signal);
}

export function patientQueryOptions(id: string) {
  return queryOptions({
    queryKey: patientKeys.detail(id),
    queryFn: ({ signal }) => getPatient(id, signal),
  });
}

export function usePatient(id: string) {
  return useQuery(patientQueryOptions(id));
}

/** GET /voice/patients/{id}/voice-preview: a short line in the patient's own voice (audio/wav). */
export function getVoicePreview(id: string, signal?: AbortSignal): Promise<Blob> {
  return getAudio(`${patientPath(id)}/voice-preview`, signal);
}

/** POST /voice/patients (admin): the whole persona; the server validates it again (422 with paths). */
export function createPatient(body: PatientBody): Promise<PatientDetail> {
  return apiClient.post(PATIENTS, body, PatientDetailSchema);
}

export interface UpdatePatientVariables {
  id: string;
  body: PatientBody;
}

/** PUT /voice/patients/{id} (admin): replaces the persona; initialisation never overwrites it afterwards. */
export function updatePatient({ id, body }: UpdatePatientVariables): Promise<PatientDetail> {
  return apiClient.request(patientPath(id), { method: 'PUT', body, schema: PatientDetailSchema });
}

export interface ArchivePatientVariables {
  id: string;
  archived: boolean;
}

/** POST /voice/patients/{id}/archive (admin): archived patients are hidden from students. */
export function archivePatient({ id, archived }: ArchivePatientVariables): Promise<PatientDetail> {
  return apiClient.post(`${patientPath(id)}/archive`, { archived }, PatientDetailSchema);
}

/** DELETE /voice/patients/{id} (admin). Refused with 409 `patient_in_use` while sessions use the patient. */
export function deletePatient(id: string): Promise<MessageResponse> {
  return apiClient.request(patientPath(id), { method: 'DELETE', schema: MessageResponseSchema });
}

/** The server refused because sessions still reference the patient: archiving is the way out. */
export function isPatientInUse(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'patient_in_use' || error.status === 409);
}

/** POST /voice/patients/initialize: adds missing catalogue patients (idempotent). */
export function initializePatients(): Promise<InitializePatientsResponse> {
  return apiClient.post(`${PATIENTS}/initialize`, undefined, InitializePatientsResponseSchema);
}

export interface PreviewPatientVariables extends PatientPreviewBody {
  id: string;
}

/** POST /voice/patients/{id}/preview (admin): replays the typed lines through the engine; nothing is stored. */
export function previewPatient({ id, ...body }: PreviewPatientVariables): Promise<PatientPreviewResponse> {
  return apiClient.post(`${patientPath(id)}/preview`, body, PatientPreviewResponseSchema);
}

/** A patient change can alter any list, figure or detail of the library. */
function useInvalidatingPatients<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.all }),
  });
}

export const useCreatePatient = () => useInvalidatingPatients(createPatient);
export const useArchivePatient = () => useInvalidatingPatients(archivePatient);
export const useInitializePatients = () => useInvalidatingPatients(initializePatients);

export function useUpdatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePatient,
    onSuccess: (detail) => {
      client.setQueryData(patientKeys.detail(detail.id), detail);
      return client.invalidateQueries({ queryKey: patientKeys.all });
    },
  });
}

export function useDeletePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePatient,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: patientKeys.detail(id) });
      return client.invalidateQueries({ queryKey: patientKeys.all });
    },
  });
}

export function usePreviewPatient() {
  return useMutation({ mutationFn: previewPatient });
}
