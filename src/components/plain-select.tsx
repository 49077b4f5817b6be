// A native select that looks like Chakra's outline NativeSelect (size sm, or md beside inputs), as plain elements styled
// once in the theme's global CSS (plain-select-styles): rows of a long list each carry one,
// and Chakra's styled parts cost several times the rest of the row to render.
import { ChevronDownIcon } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';

/** `ref` reaches the select (a form layer registers it). */
type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  width?: string;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLSelectElement>;
};

export function PlainSelect({ width, size = 'sm', children, ...props }: Props) {
  return (
    <span
      className="evee-select"
      style={width ? { width } : undefined}
      data-size={size}
      data-disabled={props.disabled || undefined}
    >
      <select {...props}>{children}</select>
      <ChevronDownIcon aria-hidden className="evee-select-indicator" />
    </span>
  );
}
