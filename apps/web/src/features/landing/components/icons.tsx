import type { ReactNode } from 'react';
import { Icon as BaseIcon } from '../../../components/ui/icon';
import { BarChartIcon, ClipboardIcon, PeopleIcon, PlayIcon } from '../../../components/ui/icons';

/** Landing icons are a size larger than the app's. */
function Icon({ children, className = 'size-6' }: { children: ReactNode; className?: string }) {
  return <BaseIcon className={className}>{children}</BaseIcon>;
}

export const landingIcons = {
  mic: (
    <Icon>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </Icon>
  ),
  people: <PeopleIcon className="size-6" />,
  chart: <BarChartIcon className="size-6" />,
  spark: (
    <Icon>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
    </Icon>
  ),
  shield: (
    <Icon>
      <path d="M12 3 4.5 6v5.5c0 4.7 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.8 7.5-9.5V6L12 3Z" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  ),
  clipboard: <ClipboardIcon className="size-6" />,
  ear: (
    <Icon>
      <path d="M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 0" />
      <path d="M10 9a2 2 0 0 1 4 0" />
    </Icon>
  ),
  lifebuoy: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </Icon>
  ),
  handshake: (
    <Icon>
      <path d="m11 17 2 2a1.5 1.5 0 0 0 2-2M14 14l2.5 2.5a1.5 1.5 0 0 0 2-2L15 11" />
      <path d="m2 11 4-4 4 2 3-2 6 5-3 3M6 7l-4 8 4 2" />
    </Icon>
  ),
  check: (
    <Icon className="size-4 shrink-0">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  ),
  play: <PlayIcon className="size-4" />,
  pause: (
    <Icon className="size-4">
      <path d="M8 5v14M16 5v14" />
    </Icon>
  ),
  chevronLeft: (
    <Icon className="size-5">
      <path d="m15 6-6 6 6 6" />
    </Icon>
  ),
  chevronRight: (
    <Icon className="size-5">
      <path d="m9 6 6 6-6 6" />
    </Icon>
  ),
};
