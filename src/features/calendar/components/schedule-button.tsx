// 'Schedule interview' (or 'New event'): a button that opens the scheduling dialog. Routes put it
// on a candidate's profile, a recruiter's submission and the calendar itself.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import { ScheduleDialog, type ScheduleTarget } from './schedule-dialog';

interface Props {
  target: ScheduleTarget;
  label: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

export function ScheduleButton({ target, label, size = 'sm', variant = 'outline' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} colorPalette="brand" onClick={() => setOpen(true)}>
        <AppIcon icon={CalendarPlusIcon} boxSize="4" />
        {label}
      </Button>
      {open && <ScheduleDialog target={target} open onClose={() => setOpen(false)} />}
    </>
  );
}
