import { useMutation } from '@tanstack/react-query';
import { getRecording, recordingFilename } from '../../../api/sessions';
import { saveFile } from '../../../lib/save-file';

/** Downloads a session's recording as session_{id}.ogg (or .wav for a recording made as WAV). */
export function useDownloadRecording() {
  return useMutation({
    mutationFn: async (id: string) => {
      const recording = await getRecording(id);
      return saveFile(recording, recordingFilename(id, recording.type));
    },
  });
}
