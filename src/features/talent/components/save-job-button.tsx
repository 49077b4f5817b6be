// The bookmark toggle of the open job: 'Save' / 'Saved', pressed when saved. (A result card has
// its own icon-only toggle, drawn plainly with the card: job-result-card.)
import { Button } from '@chakra-ui/react';
import { BookmarkCheckIcon, BookmarkIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';

interface Props {
  saved: boolean;
  onToggle: () => void;
}

export function SaveJobButton({ saved, onToggle }: Props) {
  return (
    <Button variant="outline" colorPalette={saved ? 'brand' : 'gray'} aria-pressed={saved} onClick={onToggle}>
      <AppIcon icon={saved ? BookmarkCheckIcon : BookmarkIcon} boxSize="4" />
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
