// The notification queue (product-spec §7, §8): queue a templated notification, send one at
// once, and process a batch (internal admins). These need the server's authority and run
// online; each reports through `notify` with the messages of §8 and returns what §8 says.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@sync/database-types';
import type { NotificationType } from '@/utils/notification-fields';

export type Channel = 'email' | 'in_app';

export interface QueuedNotification {
  notificationType: NotificationType;
  templateId: string;
  channel?: Channel;
  recipientUserId?: string | null;
  recipientEmail?: string | null;
  templateVariables?: { [key: string]: Json | undefined };
  companyId?: string | null;
  priority?: number;
  scheduledFor?: Date;
}

export interface QueueToast {
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
}

export type QueueNotify = (kind: 'success' | 'error', toast: QueueToast) => void;

export interface BatchResult {
  processed: number;
  failed: number;
}

export const DEFAULT_CHANNEL: Channel = 'email';
export const DEFAULT_PRIORITY = 5;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

function baseArgs(n: QueuedNotification) {
  return {
    notification_type: n.notificationType,
    template_id: n.templateId,
    channel: n.channel ?? DEFAULT_CHANNEL,
    recipient_user_id: n.recipientUserId ?? null,
    recipient_email: n.recipientEmail ?? null,
    template_variables: n.templateVariables ?? {},
    company_id: n.companyId ?? null,
  };
}

/** Queues a notification; returns its queue id, or null after an error toast. */
export async function queueNotification(
  client: SupabaseClient<Database>,
  n: QueuedNotification,
  notify: QueueNotify,
): Promise<string | null> {
  const args = {
    ...baseArgs(n),
    priority: n.priority ?? DEFAULT_PRIORITY,
    scheduled_for: (n.scheduledFor ?? new Date()).toISOString(),
  };
  try {
    const { data, error } = await client.rpc('queue_notification', args);
    if (error) {
      console.error('queue_notification refused', error);
      notify('error', { title: 'Failed to queue notification', description: error.message });
      return null;
    }
    return typeof data === 'string' ? data : null;
  } catch (err) {
    console.error('queue_notification failed', err);
    notify('error', { title: 'Error queueing notification', description: errorText(err) });
    return null;
  }
}

/** Sends a notification now; true when the server reports success (failures are logged). */
export async function sendNotificationImmediately(
  client: SupabaseClient<Database>,
  n: QueuedNotification,
): Promise<boolean> {
  try {
    const { data, error } = await client.rpc('send_notification_immediately', baseArgs(n));
    if (error) throw error;
    const success = Boolean((data as { success?: boolean } | null)?.success);
    if (!success) console.error('send_notification_immediately did not deliver', data);
    return success;
  } catch (err) {
    console.error('send_notification_immediately failed', err);
    return false;
  }
}

/**
 * Processes one batch of due queue entries; returns the processed and failed counts (zeros
 * after an error toast). With `onRetry`, a thrown error names its reason and offers Retry.
 */
export async function processNotificationQueueBatch(
  client: SupabaseClient<Database>,
  notify: QueueNotify,
  options: { batchSize?: number; onRetry?: () => void } = {},
): Promise<BatchResult> {
  const args = options.batchSize ? { batch_size: options.batchSize } : {};
  try {
    const { data, error } = await client.rpc('process_notification_queue_batch', args);
    if (error) {
      console.error('process_notification_queue_batch refused', error);
      notify('error', { title: 'Failed to process notification queue', description: error.message });
      return { processed: 0, failed: 0 };
    }
    const result = (data ?? {}) as Partial<BatchResult>;
    return { processed: Number(result.processed ?? 0), failed: Number(result.failed ?? 0) };
  } catch (err) {
    console.error('process_notification_queue_batch failed', err);
    const retry = options.onRetry;
    notify(
      'error',
      retry
        ? {
            title: `Error processing notification queue: ${errorText(err)}`,
            action: { label: 'Retry', onClick: retry },
          }
        : { title: 'Error processing notification queue', description: errorText(err) },
    );
    return { processed: 0, failed: 0 };
  }
}
