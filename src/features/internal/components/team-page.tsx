// Team (/workspace/internal/team): the internal portal's staff with their portal roles. Owners
// and super admins invite people by e-mail (an account joins at once; an address without one
// gets an e-mail and joins once confirmed), cancel invitations, change roles and remove people.
// The database keeps the rules (only an owner makes or removes an owner, nobody changes
// themselves, the last owner stays) and its refusals are shown in its words. Online; offline it
// says so and keeps the form.
import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import {
  cancelStaffInvitation,
  inviteStaff,
  readStaffInvitations,
  readTeam,
  setUserRole,
  type PortalRole,
  type StaffInvitation,
  type StaffMember,
} from '@sync/internal/users';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { FormError } from '@/components/form-error';
import { ListSkeleton } from '@/components/list-states';
import { AnswerAge } from '@/components/answer-age';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/components/ui/toaster';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';
import { portalRank, type PortalRank } from '../utils/access-labels';
import { InternalOfflineBanner } from './internal-offline';

const roleNames: Record<PortalRole, string> = {
  owner: 'Owner',
  super_admin: 'Super Admin',
  admin: 'Admin',
  member: 'Member',
};

/** The roles a caller may hand out: owners all, super admins all but owner. */
const assignable = (rank: PortalRank): PortalRole[] =>
  rank >= 4 ? ['owner', 'super_admin', 'admin', 'member'] : rank >= 3 ? ['super_admin', 'admin', 'member'] : [];

function RoleSelect(props: {
  label: string;
  value: PortalRole | '';
  options: PortalRole[];
  disabled?: boolean;
  onChange: (r: PortalRole) => void;
}) {
  return (
    <NativeSelect.Root size="sm" maxW="12rem" disabled={props.disabled}>
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value as PortalRole)}
      >
        {props.value === '' && <option value="">Choose a role…</option>}
        {props.options.map((r) => (
          <option key={r} value={r}>
            {roleNames[r]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function MemberRow(props: {
  member: StaffMember;
  rank: PortalRank;
  self: boolean;
  offline: boolean;
  onChanged: () => void;
}) {
  const { member, rank } = props;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = member.display_name ?? member.email ?? 'Someone';
  const mayManage = !props.self && assignable(rank).includes(member.member_role);
  const change = async (granted: boolean, role: PortalRole) => {
    setBusy(true);
    setRefusal(null);
    try {
      await setUserRole(await getSupabase(), { userId: member.user_id, role: `internal_${role}`, granted });
      notify('success', { title: granted ? `${name} is now ${roleNames[role]}` : `${name} left the team` });
      props.onChanged();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3" minW="0">
          <Avatar name={member.display_name} email={member.email} src={member.avatar_url} size="sm" />
          <Box minW="0">
            <Text fontWeight="medium" truncate>
              {name} {props.self && <Badge ms="1">You</Badge>}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {member.email}
            </Text>
          </Box>
        </HStack>
        {mayManage ? (
          <HStack gap="2">
            <RoleSelect
              label={`Portal role of ${name}`}
              value={member.member_role}
              options={assignable(rank)}
              disabled={busy || props.offline}
              onChange={(role) => void change(true, role)}
            />
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${name} from the team`}
              disabled={busy || props.offline}
              onClick={() => void change(false, member.member_role)}
            >
              Remove
            </Button>
          </HStack>
        ) : (
          <Badge variant="subtle">{roleNames[member.member_role]}</Badge>
        )}
      </HStack>
      <FormError message={refusal} />
    </Box>
  );
}

function AddStaffForm({ rank, offline, onAdded }: { rank: PortalRank; offline: boolean; onAdded: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PortalRole | ''>('member');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async () => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setRefusal('Enter an e-mail address');
    if (!role) return setRefusal('Choose a portal role');
    setBusy(true);
    setRefusal(null);
    try {
      const { status } = await inviteStaff(await getSupabase(), email, role);
      notify('success', {
        title:
          status === 'added'
            ? `${email.trim()} joined the team as ${roleNames[role]}`
            : `An invitation is on its way to ${email.trim()}`,
        description:
          status === 'invited' ? 'They join the team once they sign up and confirm this address.' : undefined,
      });
      setEmail('');
      onAdded();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      as="form"
      gap="2"
      aria-label="Invite to the team"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          maxW="20rem"
          type="email"
          aria-label="E-mail of the person to invite"
          placeholder="name@company.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <RoleSelect label="Portal role to invite them as" value={role} options={assignable(rank)} onChange={setRole} />
        <Button type="submit" size="sm" colorPalette="brand" loading={busy} disabled={offline}>
          <AppIcon icon={UserPlusIcon} boxSize="4" />
          Invite
        </Button>
      </HStack>
      <FormError message={refusal} />
    </Stack>
  );
}

function PendingInvitations(props: {
  invitations: StaffInvitation[];
  canManage: boolean;
  offline: boolean;
  onChanged: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  if (props.invitations.length === 0) return null;
  const cancel = async (invitation: StaffInvitation) => {
    setRefusal(null);
    try {
      await cancelStaffInvitation(await getSupabase(), invitation.id);
      notify('success', { title: `The invitation to ${invitation.email} is cancelled` });
      props.onChanged();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Stack gap="2" as="section" aria-label="Pending invitations">
      <Text fontWeight="semibold">Pending invitations</Text>
      <FormError message={refusal} />
      <Stack as="ul" gap="2" listStyleType="none">
        {props.invitations.map((i) => (
          <HStack as="li" key={i.id} justify="space-between" borderWidth="1px" borderRadius="l2" p="3" wrap="wrap">
            <Box minW="0">
              <Text truncate>{i.email}</Text>
              <Text fontSize="sm" color="fg.muted">{`Invited as ${roleNames[i.member_role]}`}</Text>
            </Box>
            {props.canManage && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Cancel the invitation to ${i.email}`}
                disabled={props.offline}
                onClick={() => void cancel(i)}
              >
                Cancel invitation
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

export function TeamScreen({ roles, userId }: { roles: string[]; userId: string | null }) {
  const rank = portalRank(roles);
  const team = useServerQuery(['team'], async () => readTeam(await getSupabase()), 'the team');
  const invitations = useServerQuery(
    ['staff-invitations'],
    async () => readStaffInvitations(await getSupabase()),
    'invitations',
  );
  const reloadAll = () => {
    team.reload();
    invitations.reload();
  };
  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title="Team"
        description="Internal staff and their portal roles."
        actions={<AnswerAge updatedAt={team.updatedAt} offline={team.offline} />}
      />
      {team.offline && <InternalOfflineBanner />}
      {rank >= 3 ? (
        <AddStaffForm rank={rank} offline={team.offline} onAdded={reloadAll} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Owners and super admins manage the team.
        </Text>
      )}
      {invitations.data && (
        <PendingInvitations
          invitations={invitations.data}
          canManage={rank >= 3}
          offline={team.offline}
          onChanged={invitations.reload}
        />
      )}
      {team.error && <Text color="fg.error" role="alert">{`The team could not be read: ${team.error}`}</Text>}
      {team.data === undefined ? (
        team.offline ? null : (
          <ListSkeleton rows={4} height="16" label="Loading the team" />
        )
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Team">
          {team.data.map((m) => (
            <MemberRow
              key={m.user_id}
              member={m}
              rank={rank}
              self={m.user_id === userId}
              offline={team.offline}
              onChanged={team.reload}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
