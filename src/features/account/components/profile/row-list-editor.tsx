// A list of rows of text fields (work experience, education, links) with Add and Remove. Each
// field is labelled and shows its error beside it; the row's Remove names what it removes.
import { Box, Button, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { FormField } from '@/components/ui/form-field';

export interface RowField<Row> {
  key: keyof Row & string;
  label: string;
  placeholder?: string;
  multiline?: boolean;
  inputMode?: 'url' | 'text';
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

interface Props<Row> {
  name: string;
  title: string;
  rows: Row[];
  fields: RowField<Row>[];
  empty: () => Row;
  addLabel: string;
  emptyText: string;
  describe: (row: Row, index: number) => string;
  errors: Record<string, string>;
  onChange: (rows: Row[]) => void;
  max: number;
}

export function RowListEditor<Row extends Record<string, string>>(props: Props<Row>) {
  const { name, title, rows, fields, empty, addLabel, emptyText, describe, errors, onChange, max } = props;
  const update = (index: number, key: keyof Row, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <Stack gap="3" role="group" aria-label={title}>
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      )}
      {rows.map((row, index) => (
        <Box key={index} borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }} bg="bg.subtle">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            {fields.map((field) => (
              <Box key={field.key} gridColumn={field.wide ? { md: 'span 2' } : undefined}>
                <FormField label={field.label} error={errors[`${name}.${index}.${field.key}`]}>
                  {field.multiline ? (
                    <Textarea
                      value={row[field.key]}
                      rows={2}
                      autoresize
                      placeholder={field.placeholder}
                      onChange={(e) => update(index, field.key, e.target.value)}
                    />
                  ) : (
                    <Input
                      value={row[field.key]}
                      placeholder={field.placeholder}
                      inputMode={field.inputMode}
                      onChange={(e) => update(index, field.key, e.target.value)}
                    />
                  )}
                </FormField>
              </Box>
            ))}
          </Grid>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            mt="2"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            aria-label={`Remove ${describe(row, index)}`}
          >
            <AppIcon icon={Trash2Icon} boxSize="3.5" />
            Remove
          </Button>
        </Box>
      ))}
      {errors[name] && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {errors[name]}
        </Text>
      )}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...rows, empty()])} disabled={rows.length >= max}>
          <AppIcon icon={PlusIcon} boxSize="4" />
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}
