// A switch with its label and a line saying what it does, the label naming the control.
import { Stack, Switch, Text } from '@chakra-ui/react';

interface Props {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function LabelledSwitch({ label, description, checked, onChange, disabled }: Props) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="brand"
      alignItems="start"
      gap="3"
    >
      <Switch.HiddenInput />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Stack gap="0">
        <Switch.Label>{label}</Switch.Label>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
    </Switch.Root>
  );
}
