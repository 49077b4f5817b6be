// One account in User Management: profile, status, roles (each revocable where the caller's
// portal rank allows), granting a role, suspending or reactivating, a password reset e-mail,
// recent activity, and the audit log's lines about them. Online; the database decides and its
// refusals are shown in its words. A recruiter's placements show with 'Void fee'.
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { readAuditLog } from '@sync/internal/audit';
import { setUserRole, setUserSuspended, userDetail, type AppRole, type UserDetail } from '@sync/internal/users';
import { Avatar } from '@/components/avatar';
import { ListSkeleton } from '@/components/list-states';
import { FormError } from '@/components/form-error';
import { notify } from '@/components/ui/toaster';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';
import { isCompanyRole, mayChange, roleLabels, type PortalRank } from '../utils/access-labels';
import { AuditLines } from './audit-lines';
import { GrantRoleForm } from './grant-role-form';
import { RecruiterPlacements } from './recruiter-placements';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayOf = (iso: string | null) => (iso ? day.format(new Date(iso)) : 'never');

interface Props {
  userId: string;
  rank: PortalRank;
  offline: boolean;
  /** After a change, so the list's badges follow. */
  onChanged: () => void;
}

function Facts({ detail }: { detail: UserDetail }) {
  const a = detail.activity;
  return (
    <Stack gap="1" fontSize="sm">
      <Text>{`Joined ${dayOf(detail.created_at)} · last signed in ${dayOf(detail.last_sign_in_at)}`}</Text>
      <Text>
        {`${a.applications} ${a.applications === 1 ? 'application' : 'applications'} (last ${dayOf(a.last_application_at)}) · ${a.messages_30_days} messages in 30 days · ${a.tickets} ${a.tickets === 1 ? 'ticket' : 'tickets'}`}
      </Text>
      {detail.companies.length > 0 && (
        <Text>{`Companies: ${detail.companies.map((c) => `${c.name} (${c.member_role.replace('company_', '')})`).join(', ')}`}</Text>
      )}
    </Stack>
  );
}

export function UserDetailCard({ userId, rank, offline, onChanged }: Props) {
  const detail = useServerQuery(['user', userId], async () => userDetail(await getSupabase(), userId), 'a user');
  const audit = useServerQuery(
    ['user-audit', userId],
    async () => readAuditLog(await getSupabase(), { subjectUserId: userId }),
    "a user's audit log",
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const d = detail.data;

  const act = async (what: string, run: () => Promise<void>, done: string) => {
    setBusy(what);
    setRefusal(null);
    try {
      await run();
      notify('success', { title: done });
      detail.reload();
      audit.reload();
      onChanged();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  if (detail.error && !d) return <FormError message={`This account could not be read: ${detail.error}`} />;
  if (!d) return detail.offline ? null : <ListSkeleton rows={2} height="32" label="Loading the account" />;
  const name = d.profile?.display_name ?? d.email;
  const setRole = async (role: AppRole, granted: boolean, companyId: string | null) =>
    setUserRole(await getSupabase(), { userId, role, granted, companyId });
  const suspend = (suspended: boolean) =>
    act(
      'suspend',
      async () => setUserSuspended(await getSupabase(), userId, suspended),
      suspended ? `${name} is suspended` : `${name} is reactivated`,
    );
  const sendReset = () =>
    act(
      'reset',
      async () => {
        const { error } = await (
          await getSupabase()
        ).auth.resetPasswordForEmail(d.email, { redirectTo: `${window.location.origin}${paths.resetPassword}` });
        if (error) throw new Error(error.message);
      },
      `A password reset link is on its way to ${d.email}`,
    );

  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack gap="3">
          <Avatar name={d.profile?.display_name} email={d.email} src={d.profile?.avatar_url} size="lg" />
          <Box minW="0">
            <Card.Title>{name}</Card.Title>
            <Text fontSize="sm" color="fg.muted" truncate>
              {d.email}
            </Text>
            <HStack gap="1.5" mt="1">
              <Badge colorPalette={d.suspended ? 'red' : 'green'}>{d.suspended ? 'Suspended' : 'Active'}</Badge>
              {d.portal_role && <Badge variant="outline">{`Portal ${d.portal_role.replace('_', ' ')}`}</Badge>}
            </HStack>
          </Box>
        </HStack>
      </Card.Header>
      <Card.Body gap="5">
        <Facts detail={d} />
        <FormError message={refusal} />
        <Stack gap="2" as="section" aria-label="Roles">
          <Text fontWeight="semibold">Roles</Text>
          {d.roles.length === 0 && <Text color="fg.muted">No roles.</Text>}
          <Stack as="ul" gap="1.5" listStyleType="none">
            {d.roles.map((r) => {
              const label = `${roleLabels[r.role] ?? r.role}${r.company_name ? ` · ${r.company_name}` : ''}`;
              return (
                <HStack as="li" key={r.id} justify="space-between" gap="2">
                  <Text fontSize="sm">{label}</Text>
                  {mayChange(rank, r.role) && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Revoke ${label}`}
                      loading={busy === r.id}
                      disabled={offline}
                      onClick={() =>
                        act(
                          r.id,
                          () => setRole(r.role, false, isCompanyRole(r.role) ? r.context_id : null),
                          `Revoked ${label}`,
                        )
                      }
                    >
                      Revoke
                    </Button>
                  )}
                </HStack>
              );
            })}
          </Stack>
          <GrantRoleForm
            detail={d}
            rank={rank}
            disabled={offline}
            onGrant={async (role, companyId) => {
              await setRole(role, true, companyId);
              notify('success', { title: `Granted ${roleLabels[role]}` });
              detail.reload();
              audit.reload();
              onChanged();
            }}
          />
        </Stack>
        {d.roles.some((r) => r.role === 'recruiter') && <RecruiterPlacements recruiterId={userId} offline={offline} />}
        {rank >= 2 && (
          <HStack gap="2" wrap="wrap">
            {d.suspended ? (
              <Button
                size="sm"
                variant="outline"
                loading={busy === 'suspend'}
                disabled={offline}
                onClick={() => suspend(false)}
              >
                Reactivate
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={offline}
                onClick={() => setConfirmSuspend(true)}
              >
                Suspend
              </Button>
            )}
            <Button size="sm" variant="outline" loading={busy === 'reset'} disabled={offline} onClick={sendReset}>
              Send password reset
            </Button>
          </HStack>
        )}
        <Stack gap="2" as="section" aria-label="Changes to this account">
          <Text fontWeight="semibold">Audit log</Text>
          {audit.data?.lines.length ? (
            <AuditLines lines={audit.data.lines} />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {audit.data ? 'No privileged changes yet.' : 'Loading…'}
            </Text>
          )}
        </Stack>
      </Card.Body>
      <WorkspaceDialog
        alert
        open={confirmSuspend}
        onClose={() => setConfirmSuspend(false)}
        title={`Suspend ${name}?`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmSuspend(false)}>
              Cancel
            </Button>
            <Button
              colorPalette="red"
              loading={busy === 'suspend'}
              onClick={() => {
                setConfirmSuspend(false);
                void suspend(true);
              }}
            >
              Suspend
            </Button>
          </>
        }
      >
        <Text>They are signed out everywhere and cannot sign in until someone reactivates the account.</Text>
      </WorkspaceDialog>
    </Card.Root>
  );
}
