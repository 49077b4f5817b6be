// The Audit log (User Management, ?view=audit): every privileged change, newest first, filtered
// by actor (name or e-mail), action, target and date through the query string, a page at a time. The
// filters apply as typed once the person pauses, and stay in the address for sharing.
import { HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ScrollTextIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AUDIT_PAGE_SIZE, readAuditLog } from '@sync/internal/audit';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';
import { AnswerAge } from '@/components/answer-age';
import { actionLabels } from '../utils/access-labels';
import { AuditLines } from './audit-lines';

type Params = URLSearchParams;
type Patch = (patch: Record<string, string | null>) => void;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function TextFilter({ label, name, params, patch }: { label: string; name: string; params: Params; patch: Patch }) {
  // What is typed stays in the field; the address follows a moment later.
  const [value, setValue] = useState(params.get(name) ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get(name) ?? '') !== value.trim()) patch({ [name]: value.trim() || null, page: null });
    }, 300);
    return () => clearTimeout(timer);
  }, [value, name, params, patch]);
  return (
    <Input
      size="sm"
      maxW="14rem"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
    />
  );
}

export function AuditLogView({ params, patch }: { params: Params; patch: Patch }) {
  const filter = {
    actor: params.get('actor') ?? undefined,
    action: params.get('action') ?? undefined,
    target: params.get('target') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Math.max(0, Number(params.get('page') ?? '1') - 1 || 0),
  };
  const badDates =
    [filter.from, filter.to].some((d) => d && !DAY.test(d)) || (filter.from && filter.to && filter.from > filter.to);
  const read = useServerQuery(
    badDates ? null : ['audit-log', filter],
    async () => readAuditLog(await getSupabase(), filter),
    'the audit log',
    { keepPrevious: true },
  );
  const pages = Math.max(1, Math.ceil((read.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" as="search" aria-label="Filter the audit log">
        <TextFilter label="Actor name or e-mail" name="actor" params={params} patch={patch} />
        <NativeSelect.Root size="sm" maxW="16rem">
          <NativeSelect.Field
            aria-label="Action"
            value={filter.action ?? ''}
            onChange={(e) => patch({ action: e.currentTarget.value || null, page: null })}
          >
            <option value="">Any action</option>
            {Object.entries(actionLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <TextFilter label="Target or user id" name="target" params={params} patch={patch} />
        <HStack gap="2">
          <Input
            size="sm"
            type="date"
            aria-label="From"
            value={filter.from ?? ''}
            onChange={(e) => patch({ from: e.currentTarget.value || null, page: null })}
          />
          <Input
            size="sm"
            type="date"
            aria-label="To"
            value={filter.to ?? ''}
            onChange={(e) => patch({ to: e.currentTarget.value || null, page: null })}
          />
        </HStack>
      </HStack>
      {badDates && (
        <Text color="fg.error" role="alert">
          Pick a From date on or before the To date.
        </Text>
      )}
      {read.error && <Text color="fg.error" role="alert">{`The audit log could not be read: ${read.error}`}</Text>}
      {read.data === undefined ? (
        read.offline || badDates ? null : (
          <ListSkeleton rows={4} height="16" label="Loading the audit log" />
        )
      ) : read.data.lines.length === 0 ? (
        <EmptyList
          icon={ScrollTextIcon}
          title="No changes match"
          description="Clear a filter to see more of the log."
        />
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {`${read.data.total.toLocaleString('en-US')} ${read.data.total === 1 ? 'change' : 'changes'}`}
            </Text>
            <AnswerAge updatedAt={read.updatedAt} offline={read.offline} />
          </HStack>
          <AuditLines lines={read.data.lines} />
          <Pager page={filter.page} pages={pages} onPage={(n) => patch({ page: String(n + 1) })} />
        </>
      )}
    </Stack>
  );
}
