// The idle sign-out (product-spec §9): after 28 minutes without activity in any tab a dialog
// counts down the 2 minutes left, with 'Stay signed in'; at 30 the person is signed out and told
// why on the sign-in page. Keys, pointers, touches and scrolls count as activity; while the
// warning shows only its buttons do, so a person who comes back sees why they were asked.
import { Button, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { isActivityKey, lastActivity, recordActivity } from '../data/activity';
import { signOut } from '../data/use-auth';
import { watchIdle, type IdlePhase, type IdleWatch } from '../utils/session-timing';

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart', 'scroll'] as const;

function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text fontSize="3xl" fontWeight="semibold" role="timer" aria-label="Time left before signing out">
      {timeLeft(until - now)}
    </Text>
  );
}

export function IdleSignOut() {
  const [phase, setPhase] = useState<IdlePhase | null>(null);
  const watch = useRef<IdleWatch | null>(null);
  const warning = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    recordActivity();
    const current = watchIdle(lastActivity, (next) => {
      warning.current = next.phase === 'warning';
      setPhase(next);
    });
    watch.current = current;
    const onActivity = () => {
      if (!warning.current) recordActivity();
    };
    const onStorage = (event: StorageEvent) => {
      if (isActivityKey(event.key)) current.check();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    return () => {
      current.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const leave = async (why: 'idle' | 'chosen') => {
    watch.current?.stop();
    // signOut ends the session on the device whatever the server says (and logs what it said),
    // so the person is told why they are out either way.
    // Walking away is not choosing to drop what has not been sent yet: idle keeps it.
    const { error } = await signOut({ chosen: why === 'chosen' });
    if (why === 'idle') {
      notify('info', { title: 'Signed out', description: 'You were signed out after 30 minutes without activity.' });
    } else if (error) notify('error', { title: 'Error', description: error });
    navigate(paths.auth, { replace: true });
  };

  const leaveIdle = useStableCallback(() => void leave('idle'));
  useEffect(() => {
    if (phase?.phase === 'expired') leaveIdle();
  }, [phase, leaveIdle]);

  const stay = () => {
    warning.current = false;
    recordActivity(true);
    watch.current?.check();
  };

  return (
    <WorkspaceDialog
      open={phase?.phase === 'warning'}
      onClose={stay}
      alert
      size="sm"
      title="Are you still there?"
      footer={
        <>
          <Button size="sm" variant="ghost" onClick={() => void leave('chosen')}>
            Sign out now
          </Button>
          <Button size="sm" colorPalette="brand" onClick={stay}>
            Stay signed in
          </Button>
        </>
      }
    >
      <Text mb="3">You have been inactive for a while. For your security you will be signed out in:</Text>
      {phase?.phase === 'warning' && <Countdown until={phase.signOutAt} />}
    </WorkspaceDialog>
  );
}

export default IdleSignOut;
