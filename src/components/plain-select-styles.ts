// The plain select's look (components/plain-select), registered once in the theme's global
// CSS: Chakra's NativeSelect, outline variant, size sm (or md with data-size="md").
import type { SystemStyleObject } from '@chakra-ui/react';

export const plainSelectStyles: Record<string, SystemStyleObject> = {
  '.evee-select': { position: 'relative', display: 'flex', width: '100%' },
  '.evee-select > select': {
    width: '100%',
    minWidth: '0',
    height: '9',
    appearance: 'none',
    outline: '0',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'transparent',
    color: 'fg',
    textStyle: 'sm',
    lineHeight: 'normal',
    ps: '2.5',
    pe: '8',
    cursor: 'pointer',
    _focusVisible: {
      outlineWidth: '1px',
      outlineStyle: 'solid',
      outlineColor: 'brand.focusRing',
      borderColor: 'brand.focusRing',
    },
    _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    '& > option': { bg: 'bg' },
  },
  // Size md, as Chakra's NativeSelect beside a default-sized Input.
  '.evee-select[data-size="md"] > select': { height: '10', ps: '3' },
  '.evee-select-indicator': {
    position: 'absolute',
    insetEnd: '2',
    top: '50%',
    transform: 'translateY(-50%)',
    width: '4',
    height: '4',
    color: 'fg.muted',
    pointerEvents: 'none',
  },
  '.evee-select[data-disabled] .evee-select-indicator': { opacity: '0.5' },
};
