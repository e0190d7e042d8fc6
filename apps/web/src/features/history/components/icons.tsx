import { Icon } from '../../../components/ui/icon';
import { ClockIcon, DownloadIcon, EyeIcon, PlayIcon } from '../../../components/ui/icons';

/** Decorative icons for the history screens; buttons and figures carry their own text. */
export const historyIcons = {
  back: (
    <Icon>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  ),
  logout: (
    <Icon>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
    </Icon>
  ),
  play: <PlayIcon className="size-4" />,
  download: <DownloadIcon className="size-4" />,
  noAudio: (
    <Icon className="size-4">
      <path d="M11 5 6 9H3v6h3l5 4V5ZM22 9l-6 6M16 9l6 6" />
    </Icon>
  ),
  details: <EyeIcon className="size-4" />,
  file: (
    <Icon className="size-4">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </Icon>
  ),
  calendar: (
    <Icon className="size-4">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </Icon>
  ),
  clock: <ClockIcon className="size-4" />,
  flag: (
    <Icon className="size-4">
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Icon>
  ),
  close: (
    <Icon className="size-4">
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  ),
  check: (
    <Icon className="size-4">
      <path d="m5 12 5 5 9-10" />
    </Icon>
  ),
  cross: (
    <Icon className="size-4">
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  ),
  alert: (
    <Icon>
      <path d="M12 3 2 20h20L12 3ZM12 10v4M12 17h.01" />
    </Icon>
  ),
};
