// Creating or editing a hiring plan in a dialog. The form (react-hook-form with the plan form's
// schema) is checked before anything is written; a refusal from the device's checks shows its
// words and keeps what the user typed. The parent mounts it while open, so each opening starts
// from `initial`.
import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/form';
import { emptyPlanForm, planFormSchema, type PlanFormValues } from '../utils/plan-form';
import { PlanFormFields } from './plan-form-fields';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial?: PlanFormValues;
  /** Writes the plan; a thrown error's message is shown and the dialog stays open. */
  onSubmit: (values: PlanFormValues) => Promise<void>;
}

export function PlanFormDialog({ open, onOpenChange, title, submitLabel, initial, onSubmit }: Props) {
  const form = useSchemaForm(planFormSchema, initial ?? emptyPlanForm);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (err) {
      console.error('[company] saving a hiring plan failed', err);
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {failure && (
                  <Alert.Root status="error" mb="4">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                <PlanFormFields form={form} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
