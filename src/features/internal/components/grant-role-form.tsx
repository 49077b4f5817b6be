// Granting a role to one account: the roles the caller's portal rank may grant and the person
// lacks, and for a company role the company. The choice stays until granted.
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { AppRole, UserDetail } from '@sync/internal/users';
import { getSupabase } from '@/lib/supabase';
import { FormError } from '@/components/form-error';
import { useServerQuery } from '@/hooks/use-server-query';
import { isCompanyRole, mayChange, roleLabels, type PortalRank } from '../utils/access-labels';

interface Props {
  detail: UserDetail;
  rank: PortalRank;
  disabled: boolean;
  onGrant: (role: AppRole, companyId: string | null) => Promise<void>;
}

async function readCompanies() {
  const { data, error } = await (await getSupabase()).from('companies').select('id, name').order('name').limit(500);
  if (error) throw new Error(error.message);
  return data as { id: string; name: string }[];
}

export function GrantRoleForm({ detail, rank, disabled, onGrant }: Props) {
  const [role, setRole] = useState<AppRole | ''>('');
  const [companyId, setCompanyId] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const companies = useServerQuery(role && isCompanyRole(role) ? ['companies'] : null, readCompanies, 'companies');
  const held = new Set(detail.roles.filter((r) => !isCompanyRole(r.role)).map((r) => r.role));
  const grantable = (Object.keys(roleLabels) as AppRole[]).filter((r) => mayChange(rank, r) && !held.has(r));
  if (grantable.length === 0) return null;

  const grant = async () => {
    if (!role) return setRefusal('Choose a role to grant');
    if (isCompanyRole(role) && !companyId) return setRefusal('Choose the company for a company role');
    setBusy(true);
    setRefusal(null);
    try {
      await onGrant(role, isCompanyRole(role) ? companyId : null);
      setRole('');
      setCompanyId('');
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void grant();
      }}
    >
      <HStack gap="2" wrap="wrap" align="flex-end">
        <NativeSelect.Root size="sm" maxW="14rem">
          <NativeSelect.Field
            aria-label="Role to grant"
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as AppRole | '')}
          >
            <option value="">Choose a role…</option>
            {grantable.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {role && isCompanyRole(role) && (
          <NativeSelect.Root size="sm" maxW="14rem">
            <NativeSelect.Field
              aria-label="Company"
              value={companyId}
              onChange={(e) => setCompanyId(e.currentTarget.value)}
            >
              <option value="">{companies.data ? 'Choose a company…' : 'Loading companies…'}</option>
              {companies.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Button type="submit" size="sm" variant="outline" loading={busy} disabled={disabled}>
          Grant role
        </Button>
      </HStack>
      <FormError message={refusal ?? companies.error} />
    </form>
  );
}
