import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { logout } from '../../api/auth';
import { usePublicSettings } from '../../api/public';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { createInactivityWatcher, SIGNED_OUT_KEY, type InactivityWatcher } from '../../lib/inactivity';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * A live session is a spoken conversation: the student may talk for a long time without touching
 * anything, and the session screen ends itself, so it never counts as idle.
 */
const isLiveSession = (path: string) => /^\/(student\/)?session\//.test(path);

function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Signs the browser out after the server's inactivity timeout (GET /public/settings) without
 * activity, with a warning shortly before and a way to stay signed in (ADR 019). The login page then
 * says why, kindly.
 */
export function InactivitySignOut() {
  const { data } = usePublicSettings();
  const timeoutSeconds = data?.inactivity_timeout_seconds ?? 0;
  const { pathname } = useLocation();
  const paused = isLiveSession(pathname);
  const [signOutAt, setSignOutAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const watcher = useRef<InactivityWatcher | null>(null);

  useEffect(() => {
    if (timeoutSeconds <= 0 || paused) return;
    const w = createInactivityWatcher({
      timeoutMs: timeoutSeconds * 1000,
      storage: window.localStorage,
      onPhase: (phase) => {
        if (phase.kind === 'warning') {
          setNow(Date.now());
          setSignOutAt(phase.signOutAt);
        } else if (phase.kind === 'active') {
          setSignOutAt(null);
        } else {
          setSignOutAt(null);
          try {
            window.sessionStorage.setItem(SIGNED_OUT_KEY, String(timeoutSeconds));
          } catch {
            // No session storage: the login page simply shows no reason.
          }
          // Clearing the tokens (and with them the cached data) sends every guarded page to /login,
          // where the reason is shown.
          void logout();
        }
      },
    });
    watcher.current = w;
    const onActivity = () => w.activity();
    // The other tabs' activity, and a tab whose timers were held back while hidden or asleep.
    const recheck = () => w.check();
    const onVisible = () => document.visibilityState === 'visible' && w.check();
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', recheck);
    document.addEventListener('visibilitychange', onVisible);
    w.start();
    return () => {
      w.stop();
      watcher.current = null;
      setSignOutAt(null);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener('storage', recheck);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timeoutSeconds, paused]);

  // The countdown in the warning, once a second while it shows.
  useEffect(() => {
    if (signOutAt === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [signOutAt]);

  if (signOutAt === null) return null;
  const stay = () => watcher.current?.stayActive();
  return (
    <Modal
      title="Are you still there?"
      description={`You have been inactive for a while. For your security you will be signed out in ${countdown(signOutAt - now)}.`}
      onClose={stay}
    >
      {/* Staying is the safe answer, so it comes first and holds the focus (as Cancel does in ConfirmDialog). */}
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={stay}>Stay signed in</Button>
        <Button variant="secondary" onClick={() => void logout()}>
          Sign out
        </Button>
      </div>
    </Modal>
  );
}
