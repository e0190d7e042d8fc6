import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface OverlayDialogProps {
  labelledBy: string;
  describedBy?: string;
  /** Escape: what it does here (nothing when omitted). */
  onEscape?: () => void;
  /**
   * The person is using the dialog: scrolled, clicked, pressed a key or moved focus inside it (the
   * dialog's own opening focus does not count).
   */
  onActivity?: (event: Event) => void;
  className?: string;
  children: ReactNode;
}

const ACTIVITY_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * A full-screen modal step of the session (Ending Session, Session Complete): a native <dialog>
 * opened with showModal(), so the page behind is inert; focus goes to the element marked
 * data-autofocus (else the dialog), and Escape never closes it behind the app's back.
 */
export function OverlayDialog({
  labelledBy,
  describedBy,
  onEscape,
  onActivity,
  className,
  children,
}: OverlayDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const escape = useEffectEvent(() => onEscape?.());
  const activity = useEffectEvent((event: Event) => onActivity?.(event));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (target ?? dialog).focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      escape();
    };
    dialog.addEventListener('cancel', onCancel);
    // Listened for only after the opening focus above, so that focus is not taken for the person's.
    // Wheel and touch count even when there is nothing to scroll; scroll covers the scrollbar and keys.
    const onUse = (event: Event) => activity(event);
    for (const type of ACTIVITY_EVENTS) dialog.addEventListener(type, onUse, { passive: true });
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      for (const type of ACTIVITY_EVENTS) dialog.removeEventListener(type, onUse);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl outline-none backdrop:bg-slate-900/60 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      {children}
    </dialog>
  );
}
