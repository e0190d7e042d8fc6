import { useMutation } from '@tanstack/react-query';
import { getRecording, recordingFilename } from '../../../api/sessions';
import { saveFile } from '../../../lib/save-file';

/** Downloads a session's recording as session_{id}.wav. */
export function useDownloadRecording() {
  return useMutation({
    mutationFn: async (id: string) => saveFile(await getRecording(id), recordingFilename(id)),
  });
}
