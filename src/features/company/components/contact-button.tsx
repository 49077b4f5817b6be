// 'Contact {first name}': opens the application's chat with the candidate
// (data/open-application-chat). The issue overrides the spec's 'Contact him'.
import { Button } from '@chakra-ui/react';
import { MessageCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import { notify } from '@/components/ui/toaster';
import { useSyncSession } from '@/lib/sync-session';
import { NotAllowedError, OfflineError, openApplicationChat } from '../data/open-application-chat';

export function ContactButton({ applicationId, firstName }: { applicationId: string; firstName: string }) {
  const session = useSyncSession();
  const [opening, setOpening] = useState(false);

  const contact = async () => {
    if (!session) return;
    setOpening(true);
    try {
      await openApplicationChat(session.db, session.userId, applicationId);
      notify('success', { title: 'Chat Opened', description: 'Application chat has been opened successfully' });
    } catch (err) {
      if (err instanceof OfflineError) {
        notify('warning', { title: 'You are offline', description: err.message });
      } else if (err instanceof NotAllowedError) {
        notify('error', { title: 'Chat not started', description: err.message });
      } else {
        console.error('[company] opening the application chat failed', { applicationId, err });
        notify('error', { title: 'Error', description: 'Failed to open chat. Please try again.' });
      }
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button colorPalette="brand" onClick={() => void contact()} loading={opening} disabled={!session}>
      <AppIcon icon={MessageCircleIcon} boxSize="4" />
      Contact {firstName}
    </Button>
  );
}
