// One proposed time as fields: a date, a start time and a length, each with its error beside it.
// The inputs are registered with the form that holds them (react-hook-form).
import { Grid, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PlainSelect } from '@/components/plain-select';
import { FormField } from '@/components/ui/form-field';

export const DURATIONS = [15, 30, 45, 60, 90, 120];

const durationLabel = (m: number) => (m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`);

type SlotField = 'date' | 'time' | 'minutes';

interface Props {
  /** 'Time 2' and the like, so each field's name says which time it is. */
  name: string;
  fields: Record<SlotField, UseFormRegisterReturn>;
  errors: Partial<Record<SlotField, string>>;
  /** The length chosen now, offered even when it is not one of DURATIONS. */
  minutes: number;
}

export function SlotFields({ name, fields, errors, minutes }: Props) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1.3fr 1fr 1fr' }} gap="3" alignItems="start">
      <FormField label={`${name}: date`} error={errors.date}>
        <Input type="date" {...fields.date} />
      </FormField>
      <FormField label={`${name}: start`} error={errors.time}>
        <Input type="time" {...fields.time} />
      </FormField>
      <FormField label={`${name}: length`} error={errors.minutes}>
        <PlainSelect aria-label={`${name}: length`} {...fields.minutes}>
          {[...new Set([...DURATIONS, minutes])].map((m) => (
            <option key={m} value={m}>
              {m > 0 ? durationLabel(m) : `${m} minutes`}
            </option>
          ))}
        </PlainSelect>
      </FormField>
    </Grid>
  );
}
