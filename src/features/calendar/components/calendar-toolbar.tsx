// The calendar's toolbar: previous and next period, Today, the period's name (announced when
// it changes), and the choice of Month, Week or Agenda.
import { Button, ButtonGroup, Heading, HStack, IconButton } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import type { CalendarView } from '../utils/calendar-grid';

const views: [CalendarView, string][] = [
  ['month', 'Month'],
  ['week', 'Week'],
  ['agenda', 'Agenda'],
];

interface Props {
  view: CalendarView;
  label: string;
  onView: (view: CalendarView) => void;
  onMove: (n: number) => void;
  onToday: () => void;
}

export function CalendarToolbar({ view, label, onView, onMove, onToday }: Props) {
  const unit = view === 'month' ? 'month' : 'week';
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <HStack gap="2" minW="0">
        <IconButton aria-label={`Previous ${unit}`} variant="outline" size="sm" onClick={() => onMove(-1)}>
          <AppIcon icon={ChevronLeftIcon} boxSize="4" />
        </IconButton>
        <IconButton aria-label={`Next ${unit}`} variant="outline" size="sm" onClick={() => onMove(1)}>
          <AppIcon icon={ChevronRightIcon} boxSize="4" />
        </IconButton>
        <Button variant="outline" size="sm" onClick={onToday}>
          Today
        </Button>
        <Heading as="h2" size="md" aria-live="polite" truncate>
          {label}
        </Heading>
      </HStack>
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Calendar view">
        {views.map(([value, name]) => (
          <Button
            key={value}
            aria-pressed={view === value}
            variant={view === value ? 'solid' : 'outline'}
            colorPalette={view === value ? 'brand' : 'gray'}
            onClick={() => onView(value)}
          >
            {name}
          </Button>
        ))}
      </ButtonGroup>
    </HStack>
  );
}
