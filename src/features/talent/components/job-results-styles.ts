// The look of the result cards (job-result-card), given once to the list that holds them: the
// card of Chakra's outline variant, a selected card in the brand's tint, a link whose overlay
// makes the whole card open the job, and badges like Chakra's subtle small ones. Tokens, so
// light and dark follow the theme.
import type { SystemStyleObject } from '@chakra-ui/react';

export const jobResultsStyles: SystemStyleObject = {
  '& > li': {
    listStyleType: 'none',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '4',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    color: 'fg',
    transition: 'border-color 0.15s',
    _hover: { borderColor: 'brand.emphasized' },
  },
  '& > li[data-selected]': { bg: 'brand.subtle', borderColor: 'brand.emphasized' },
  '& .job-card-head': { display: 'flex', alignItems: 'flex-start', gap: '3' },
  '& .job-card-names': { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' },
  '& h3': { textStyle: 'sm', fontWeight: 'semibold', lineHeight: 'short', overflowWrap: 'anywhere' },
  '& h3 a': {
    outline: 'none',
    _focusVisible: { textDecoration: 'underline' },
    // The whole card opens the job.
    _before: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3', zIndex: '0' },
  },
  '& > li:has(h3 a:focus-visible)': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing' },
  '& .job-card-save': { position: 'relative', zIndex: '1', mt: '-1', me: '-1' },
  // Chakra's small ghost icon button: the brand's colour when saved.
  '& .job-card-save-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '9',
    borderRadius: 'l2',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
    '&[aria-pressed=true]': { color: 'brand.fg', _hover: { bg: 'brand.subtle' } },
    '& svg': { boxSize: '4' },
  },
  '& .job-card-muted': { color: 'fg.muted' },
  '& .job-card-truncate': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textStyle: 'sm' },
  '& .job-card-facts': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'sm' },
  '& .job-card-salary': { fontWeight: 'medium' },
  '& .job-card-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    textStyle: 'xs',
    fontWeight: 'medium',
    px: '1.5',
    minH: '5',
    borderRadius: 'l1',
    bg: 'gray.subtle',
    color: 'gray.fg',
    whiteSpace: 'nowrap',
  },
  '& .job-card-applied': { bg: 'green.subtle', color: 'green.fg' },
};
