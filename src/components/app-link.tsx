// A link inside the app as a plain anchor: a click without modifier keys navigates in place,
// anything else (a new tab, a download) is the browser's. For long lists, where the router's
// Link resolving its path on every render shows in the profile.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const opensElsewhere = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || !!e.currentTarget.target;

export function AppLink({ to, onClick, ...props }: Props) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || opensElsewhere(e)) return;
        e.preventDefault();
        void navigate(to);
      }}
    />
  );
}
