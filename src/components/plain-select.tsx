// A native select that looks like Chakra's small outline NativeSelect, as plain elements styled
// once in the theme's global CSS (plain-select-styles): rows of a long list each carry one,
// and Chakra's styled parts cost several times the rest of the row to render.
import { ChevronDownIcon } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { width?: string };

export function PlainSelect({ width, children, ...props }: Props) {
  return (
    <span className="evee-select" style={width ? { width } : undefined} data-disabled={props.disabled || undefined}>
      <select {...props}>{children}</select>
      <ChevronDownIcon aria-hidden className="evee-select-indicator" />
    </span>
  );
}
