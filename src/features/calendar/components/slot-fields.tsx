// One proposed time as fields: a date, a start time and a length, each with its error beside it.
import { Grid, Input } from '@chakra-ui/react';
import type { SlotInput } from '@sync/calendar/validate';
import { PlainSelect } from '@/components/plain-select';
import { FormField } from '@/components/ui/form-field';

export const DURATIONS = [15, 30, 45, 60, 90, 120];

const durationLabel = (m: number) => (m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`);

interface Props {
  slot: SlotInput;
  /** 'Time 2' and the like, so each field's name says which time it is. */
  name: string;
  errors: Record<string, string>;
  prefix: string;
  onChange: (slot: SlotInput) => void;
}

export function SlotFields({ slot, name, errors, prefix, onChange }: Props) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1.3fr 1fr 1fr' }} gap="3" alignItems="start">
      <FormField label={`${name}: date`} error={errors[`${prefix}.date`]}>
        <Input type="date" value={slot.date} onChange={(e) => onChange({ ...slot, date: e.target.value })} />
      </FormField>
      <FormField label={`${name}: start`} error={errors[`${prefix}.time`]}>
        <Input type="time" value={slot.time} onChange={(e) => onChange({ ...slot, time: e.target.value })} />
      </FormField>
      <FormField label={`${name}: length`} error={errors[`${prefix}.minutes`]}>
        <PlainSelect
          aria-label={`${name}: length`}
          value={String(slot.minutes)}
          onChange={(e) => onChange({ ...slot, minutes: Number(e.target.value) })}
        >
          {[...new Set([...DURATIONS, slot.minutes])].map((m) => (
            <option key={m} value={m}>
              {m > 0 ? durationLabel(m) : `${m} minutes`}
            </option>
          ))}
        </PlainSelect>
      </FormField>
    </Grid>
  );
}
