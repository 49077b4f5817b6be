// Company screens are framed by the selected company: their content waits until it is known
// (product-spec §6). Shared by the company workspace's route chunks.
import { Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAccess } from '@/features/auth/data/use-auth';
import type { CompanyRef } from '@/features/company/utils/company-ref';

export function WithCompany({ render }: { render: (company: CompanyRef) => ReactNode }) {
  const { selectedCompany } = useAccess();
  if (!selectedCompany)
    return <Skeleton role="status" height="40" borderRadius="l3" aria-label="Loading your company" />;
  return render(selectedCompany);
}
