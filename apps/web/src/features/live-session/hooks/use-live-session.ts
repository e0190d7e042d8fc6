import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { invalidateSessions } from '../../../api/sessions';
import { createLiveStore, type LiveStore } from '../store/live-store';
import { LiveController } from './live-controller';

/**
 * The store and controller of one live session screen. Connecting waits for the next tick, so the
 * mount-unmount-mount of React's StrictMode opens a single socket, not two.
 */
export function useLiveSession(
  patientId: string,
  fallbackName: string,
): { store: LiveStore; controller: LiveController } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [store] = useState(() => createLiveStore());
  const [controller] = useState(() => new LiveController(patientId, store));

  useEffect(() => {
    controller.bind({
      leave: (to) => void navigate(to),
      fallbackName,
      sessionScored: () => void invalidateSessions(queryClient),
    });
  }, [controller, navigate, fallbackName, queryClient]);

  useEffect(() => {
    const timer = setTimeout(() => controller.start(), 0);
    return () => {
      clearTimeout(timer);
      controller.dispose();
    };
  }, [controller]);

  return { store, controller };
}
