import fp from 'fastify-plugin';
import { runRetention } from './retention.service';

/** How often each instance looks for data past the retention period. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** The first look after start-up waits a little, so it never competes with migrations and warm-up. */
const FIRST_RUN_AFTER_MS = 60 * 1000;

/**
 * Runs the retention job on a timer in every instance: started once the app is ready, stopped (and
 * a run in progress awaited) when it closes. Instances sharing a database take turns through the
 * job's advisory lock, and a purged session is never purged again, so running everywhere is safe.
 */
export const retentionPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let closing = false;

    const run = () => {
      if (running || closing) return;
      running = runRetention({ db: app.db, recordings: app.recordings, now: () => new Date() })
        .then((r) => {
          if (r.sessions > 0)
            app.log.info({ retention: r }, 'retention: old transcripts and recordings deleted');
        })
        .catch((err: unknown) => app.log.error({ err }, 'retention job failed'))
        .finally(() => (running = null));
    };

    app.addHook('onReady', async () => {
      timer = setTimeout(() => {
        run();
        timer = setInterval(run, RETENTION_EVERY_MS);
        timer.unref();
      }, FIRST_RUN_AFTER_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['core'] },
);
