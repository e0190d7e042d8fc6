import { Icon } from '../../../components/ui/icon';
import { ClipboardIcon, EyeIcon, PlayIcon, RotateCcwIcon } from '../../../components/ui/icons';

/** Decorative icons for the patient screens; buttons carry their own accessible names. */
export const patientIcons = {
  view: <EyeIcon />,
  edit: (
    <Icon>
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4L16.5 3.5Z" />
    </Icon>
  ),
  archive: (
    <Icon>
      <rect x="3" y="4" width="18" height="4" rx="1" />
      <path d="M5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4" />
    </Icon>
  ),
  restore: <RotateCcwIcon />,
  speaker: (
    <Icon>
      <path d="M11 5 6 9H3v6h3l5 4V5Z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </Icon>
  ),
  stop: (
    <Icon>
      <rect x="6" y="6" width="12" height="12" rx="1" />
    </Icon>
  ),
  trash: (
    <Icon>
      <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1L5 6M10 11v6M14 11v6" />
    </Icon>
  ),
  chat: (
    <Icon className="size-4">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </Icon>
  ),
  plus: (
    <Icon className="size-4">
      <path d="M12 5v14M5 12h14" />
    </Icon>
  ),
  people: (
    <Icon>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </Icon>
  ),
  clipboard: <ClipboardIcon />,
  pulse: (
    <Icon>
      <path d="M3 12h4l3-8 4 16 3-8h4" />
    </Icon>
  ),
  play: <PlayIcon className="size-4" />,
};
