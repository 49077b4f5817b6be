// A header control (a menu or a popover) whose machinery is not needed for the first paint:
// Ark's state machines, floating-ui's positioning, the dismissable layer and focus trap are
// ~30 KB gzip of the signed-in shell. Until its code lands, a button that looks the same shows;
// the code loads once the browser is idle after the first paint, or at once when the button is
// pointed at or pressed. A press before it lands opens the control when it does, and a button that
// had the keyboard focus hands it to the real one.
import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { forgetFailedLoads, loadModule } from '@/utils/module-loads';
import { whenIdle } from '@/utils/when-idle';

export interface DeferredProps {
  /** Open as soon as it mounts: the placeholder was pressed while its code was loading. */
  defaultOpen?: boolean;
}

const IDLE_TIMEOUT_MS = 3000;

export function deferredControl<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  const start = () => loadModule(load);
  function DeferredControl(props: P) {
    const [Control, setControl] = useState<ComponentType<P & DeferredProps> | null>(null);
    const [pressed, setPressed] = useState(false);
    const focused = useRef(false);
    const wanted = useRef(false);
    const box = useRef<HTMLDivElement>(null);

    const fetchNow = useRef(() => {
      void start().then(
        // Swapped in while idle, as a transition React renders in slices (a menu's machinery
        // is a long render, and nobody waits for it); pressed meanwhile, at once.
        (loaded) => (wanted.current ? setControl(() => loaded) : startTransition(() => setControl(() => loaded))),
        (error: unknown) => {
          // Offline before the service worker held the chunk: the placeholder stays, and a
          // press fetches it again.
          console.error('A header control failed to load', error);
          forgetFailedLoads();
        },
      );
    }).current;

    useEffect(() => {
      let cancelled = false;
      whenIdle(() => !cancelled && fetchNow(), IDLE_TIMEOUT_MS);
      return () => {
        cancelled = true;
      };
    }, [fetchNow]);

    useEffect(() => {
      if (Control && focused.current && !pressed) box.current?.querySelector('button')?.focus();
    }, [Control, pressed]);

    if (Control) {
      return (
        <Box display="contents" ref={box}>
          <Control {...props} defaultOpen={pressed} />
        </Box>
      );
    }
    return (
      <Box
        display="contents"
        ref={box}
        onPointerEnter={fetchNow}
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
        onClick={() => {
          wanted.current = true;
          setPressed(true);
          fetchNow();
        }}
        onKeyDown={(event) => {
          // A menu button opens on the arrow keys as well as Enter and Space.
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            wanted.current = true;
            setPressed(true);
            fetchNow();
          }
        }}
      >
        <Placeholder {...props} />
      </Box>
    );
  }
  return DeferredControl;
}
