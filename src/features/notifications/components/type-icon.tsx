// The icon for a notification's type, in a tinted circle. An invitation shows its company's
// avatar, with the type icon as a small badge on its corner.
import {
  BellIcon,
  BriefcaseIcon,
  Building2Icon,
  CalendarIcon,
  MailIcon,
  MessageSquareIcon,
  TrophyIcon,
} from 'lucide-react';
import { Box, Circle } from '@chakra-ui/react';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';

const ICONS: Record<string, { icon: AppIconGlyph; palette: string }> = {
  company_invitation: { icon: Building2Icon, palette: 'purple' },
  application: { icon: BriefcaseIcon, palette: 'blue' },
  interview: { icon: CalendarIcon, palette: 'green' },
  grading: { icon: TrophyIcon, palette: 'orange' },
  chat: { icon: MessageSquareIcon, palette: 'teal' },
  email: { icon: MailIcon, palette: 'teal' },
};

function Glyph({ type, small }: { type: string; small?: boolean }) {
  const { icon, palette } = ICONS[type] ?? { icon: BellIcon, palette: 'gray' };
  return (
    <Circle
      size={small ? '4.5' : '8'}
      flexShrink={0}
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      borderWidth={small ? '2px' : undefined}
      borderColor="bg.panel"
      aria-hidden="true"
    >
      <AppIcon icon={icon} boxSize={small ? '2.5' : '4'} />
    </Circle>
  );
}

export function TypeIcon({ type, company }: { type: string; company?: { name: string; logo: string | null } }) {
  if (!company) return <Glyph type={type} />;
  return (
    <Box position="relative" flexShrink={0}>
      <Avatar name={company.name} src={company.logo} size="sm" shape="rounded" />
      <Box position="absolute" bottom="-1" right="-1">
        <Glyph type={type} small />
      </Box>
    </Box>
  );
}
