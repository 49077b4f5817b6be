// The company's logo, uploaded from the device ('Upload logo') by its owners and admins, replaced
// or removed; everyone else sees it. It is stored in the public company-logos bucket under the
// company's id and named in companies.logo_url by its storage path, which the public company and
// job pages show. Changing it needs a connection, as the rest of the profile does.
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Avatar } from '@/components/avatar';
import { FileUploadField } from '@/components/file-upload-field';
import { useFileUpload } from '@/hooks/use-file-upload';
import { objectPaths, shownObjectName } from '@/lib/files/paths';
import { ownPublicObject } from '@/lib/files/public-path';
import { imageAccept } from '@/lib/files/rules';
import { setCompanyLogo } from '../../data/company-logo-commands';

interface Props {
  companyId: string;
  name: string;
  logoUrl: string | null;
}

export function CompanyLogo({ companyId, name, logoUrl }: Props) {
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // The logo's own object (removed when replaced), or null for a link, which is not ours to delete.
  const object = ownPublicObject(logoUrl, 'company-logos', companyId);
  const upload = useFileUpload({
    bucket: 'company-logos',
    userId: undefined,
    slot: null,
    pathFor: (file) => objectPaths.companyLogo(companyId, file),
    onUploaded: (stored) => setCompanyLogo(companyId, stored, object),
  });
  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await setCompanyLogo(companyId, null, object);
    } catch (err) {
      setRemoveError(err instanceof Error ? err.message : String(err));
    } finally {
      setRemoving(false);
    }
  };
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        Logo
      </Text>
      <FileUploadField
        label="Upload logo"
        accept={imageAccept}
        hint="A square PNG, JPEG or WebP image, up to 2 MB."
        current={
          logoUrl ? { name: object ? shownObjectName(object) : 'Current logo', size: null, uploadedAt: null } : null
        }
        status={removeError ? { ...upload.status, error: removeError } : upload.status}
        onPick={upload.pick}
        onRemove={() => void remove()}
        removing={removing}
        preview={<Avatar name={name} src={logoUrl} size="lg" shape="rounded" />}
      />
    </Stack>
  );
}
