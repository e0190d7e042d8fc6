import { Icon } from './icon';

/**
 * Outline drawings used by more than one feature icon set, on the shared <Icon> frame.
 * Drawings used by a single feature stay in that feature's icons.tsx.
 */
interface IconProps {
  /** Size classes for the frame; the frame's default (size-5) when omitted. */
  className?: string;
}

/** Two people (person and one behind). */
export function PeopleIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </Icon>
  );
}

/** Vertical bars on a baseline. */
export function BarChartIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </Icon>
  );
}

/** Clock face with hands. */
export function ClockIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/** Play triangle. */
export function PlayIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M7 5v14l11-7L7 5Z" />
    </Icon>
  );
}

/** Arrow down onto a tray. */
export function DownloadIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

/** Open eye. */
export function EyeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

/** Clipboard with lines of text. */
export function ClipboardIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </Icon>
  );
}

/** Counter-clockwise circular arrow (restart, restore). */
export function RotateCcwIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </Icon>
  );
}
