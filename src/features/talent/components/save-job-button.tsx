// The bookmark toggle of a job: 'Save' / 'Saved', pressed when saved. Icon-only on a result
// card (named by aria-label), with its word in the detail panel.
import { Button, IconButton } from '@chakra-ui/react';
import { BookmarkCheckIcon, BookmarkIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';

interface Props {
  saved: boolean;
  onToggle: () => void;
  compact?: boolean;
  jobTitle: string;
}

export function SaveJobButton({ saved, onToggle, compact = false, jobTitle }: Props) {
  const icon = <AppIcon icon={saved ? BookmarkCheckIcon : BookmarkIcon} boxSize="4" />;
  if (compact)
    return (
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette={saved ? 'brand' : 'gray'}
        color={saved ? 'brand.fg' : 'fg.muted'}
        aria-pressed={saved}
        aria-label={saved ? `Saved: ${jobTitle}` : `Save ${jobTitle}`}
        onClick={onToggle}
      >
        {icon}
      </IconButton>
    );
  return (
    <Button variant="outline" colorPalette={saved ? 'brand' : 'gray'} aria-pressed={saved} onClick={onToggle}>
      {icon}
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
