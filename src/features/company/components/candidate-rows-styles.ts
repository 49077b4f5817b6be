// The look of the candidate rows (candidate-row), given once to the list: a grid row on wide
// screens (the columns of CANDIDATE_COLUMNS, shared with the header), stacked label–value
// lines at phone width, and match scores as Chakra's subtle badges. Tokens, so light and dark
// follow the theme.
import type { SystemStyleObject } from '@chakra-ui/react';
import { CANDIDATE_COLUMNS } from './candidate-row';

const scores = Object.fromEntries(
  ['green', 'yellow', 'gray'].map((palette) => [
    `& .candidate-score[data-palette=${palette}]`,
    { bg: `${palette}.subtle`, color: `${palette}.fg` },
  ]),
);

export const candidateRowsStyles: SystemStyleObject = {
  listStyleType: 'none',
  '& > li': {
    display: 'grid',
    gridTemplateColumns: CANDIDATE_COLUMNS,
    gap: { base: '2', md: '4' },
    alignItems: 'center',
    px: '4',
    py: '3',
    borderTopWidth: '1px',
    borderColor: 'border',
    // Rows out of view skip layout and paint until scrolled to.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 4.5rem',
  },
  '& > li:first-of-type': { borderTopWidth: '0' },
  '& .candidate-person': { display: 'flex', alignItems: 'center', gap: '3', minW: '0' },
  '& .candidate-names': { display: 'flex', flexDirection: 'column', minW: '0' },
  '& .candidate-via': { textStyle: 'xs', color: 'fg.muted' },
  '& .candidate-name': {
    fontWeight: 'medium',
    minW: '0',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'fg',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', borderRadius: 'l1' },
  },
  '& .candidate-cell': { minW: '0', display: { base: 'flex', md: 'block' }, gap: '2', alignItems: 'center' },
  '& .candidate-cell-label': {
    display: { base: 'inline', md: 'none' },
    textStyle: 'xs',
    color: 'fg.muted',
    minW: '5.5rem',
  },
  '& .candidate-text': {
    display: 'block',
    textStyle: 'sm',
    minW: '0',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .candidate-muted': { textStyle: 'sm', color: 'fg.muted' },
  '& .candidate-score': {
    display: 'inline-flex',
    alignItems: 'center',
    textStyle: 'sm',
    fontWeight: 'medium',
    px: '2',
    minH: '6',
    borderRadius: 'l2',
  },
  ...scores,
};
