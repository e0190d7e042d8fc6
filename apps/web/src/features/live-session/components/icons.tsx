import { Icon } from '../../../components/ui/icon';
import { ClockIcon, DownloadIcon, RotateCcwIcon } from '../../../components/ui/icons';

/** Decorative icons of the live session; every control carries its own accessible name. */
export const liveIcons = {
  mic: (
    <Icon className="size-7">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7" />
    </Icon>
  ),
  micOff: (
    <Icon className="size-7">
      <path d="M15 9.5V6a3 3 0 0 0-5.7-1.3M9 9v2a3 3 0 0 0 4.6 2.5M5 11a7 7 0 0 0 11.2 5.6M19 11a7 7 0 0 1-.6 2.8M12 18v3M8.5 21h7M3 3l18 18" />
    </Icon>
  ),
  speaker: (
    <Icon>
      <path d="M11 5 6 9H3v6h3l5 4V5Z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </Icon>
  ),
  speakerOff: (
    <Icon>
      <path d="M11 5 6 9H3v6h3l5 4V5Z" />
      <path d="m16 9 6 6M22 9l-6 6" />
    </Icon>
  ),
  restart: <RotateCcwIcon />,
  cancel: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="m15 9-6 6M9 9l6 6" />
    </Icon>
  ),
  stop: (
    <Icon>
      <rect x="6" y="6" width="12" height="12" rx="2" />
    </Icon>
  ),
  download: <DownloadIcon className="size-4" />,
  clear: (
    <Icon className="size-4">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  ),
  send: (
    <Icon>
      <path d="M4 12 20 4l-5 16-3-7-8-1Z" />
    </Icon>
  ),
  clock: <ClockIcon className="size-4" />,
  check: (
    <Icon className="size-8">
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  ),
};
