import {
  SpeechRecognitionPolicySchema,
  type SpeechRecognitionPolicy,
  type UpdateSpeechRecognitionBody,
} from '@practicum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api';

const PATH = '/voice/speech-recognition';

export const speechRecognitionKeys = {
  all: ['speech-recognition'] as const,
};

/** GET /voice/speech-recognition: who transcribes on the server, and whether browsers may use their cloud. */
export function getSpeechRecognitionPolicy(signal?: AbortSignal): Promise<SpeechRecognitionPolicy> {
  return apiClient.get(PATH, SpeechRecognitionPolicySchema, signal);
}

export function useSpeechRecognitionPolicy() {
  return useQuery({
    queryKey: speechRecognitionKeys.all,
    queryFn: ({ signal }) => getSpeechRecognitionPolicy(signal),
  });
}

/** PUT /voice/speech-recognition (admins): the institution's choice; answers the new policy. */
export function updateSpeechRecognition(body: UpdateSpeechRecognitionBody): Promise<SpeechRecognitionPolicy> {
  return apiClient.request(PATH, { method: 'PUT', body, schema: SpeechRecognitionPolicySchema });
}

export function useUpdateSpeechRecognition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSpeechRecognition,
    onSuccess: (policy) => client.setQueryData(speechRecognitionKeys.all, policy),
  });
}
