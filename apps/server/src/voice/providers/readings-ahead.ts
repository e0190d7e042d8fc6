import { prepareReadings } from '@practicum/coder';

/**
 * The coder's learned reading of each student line, started as soon as the line arrives. Embedding
 * a line waits its turn on the sentence encoder's one worker, and saving it waits on the database;
 * started together, the slower of the two is what the student waits for, not both one after the
 * other. That matters most when a whole class speaks within a few seconds of each other.
 */
export function readingsAhead() {
  const started = new Map<string, Promise<void>>();
  return {
    /** The line has arrived (it is being saved): start its reading. */
    prepare(text: string): void {
      if (!started.has(text))
        started.set(
          text,
          prepareReadings([text]).catch(() => undefined),
        );
    },
    /** Resolves once the line's reading is ready (started now if `prepare` was not called). */
    async ready(text: string): Promise<void> {
      const ahead = started.get(text);
      started.delete(text);
      await (ahead ?? prepareReadings([text]));
    },
  };
}
