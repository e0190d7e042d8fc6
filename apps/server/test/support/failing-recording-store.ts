import type { RecordingHandle, RecordingStore } from '../../src/lib/recording-store';

/**
 * A recording store whose disk fills up: files open and take their first `capacity` bytes, then
 * every write fails with ENOSPC, as a full volume answers.
 */
export function fullDiskRecordingStore(inner: RecordingStore, capacity: number): RecordingStore {
  return {
    ...inner,
    async open(fileId, mode) {
      const handle = await inner.open(fileId, mode);
      let written = 0;
      const full: RecordingHandle = {
        read: (...args) => handle.read(...args),
        truncate: (length) => handle.truncate(length),
        stat: () => handle.stat(),
        close: () => handle.close(),
        async write(buffer, offset, length, position) {
          if (written + length > capacity)
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          written += length;
          return handle.write(buffer, offset, length, position);
        },
      };
      return full;
    },
  };
}
