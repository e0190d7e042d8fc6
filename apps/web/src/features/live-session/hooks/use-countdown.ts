import { useEffect, useState } from 'react';

/** Counts down from `seconds` while `running`, calling `onDone` once at zero; returns what is left. */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, running, onDone]);
  return left;
}
