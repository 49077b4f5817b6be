// The recipes only the signed-in area uses, loaded with its first screen (system.ts,
// loadWorkspaceRecipes), so the landing page and /auth do not carry them. A component used
// outside the signed-in area must have its recipe in system.ts instead.
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const recipes = {
  checkmark: checkmarkRecipe,
  // The charts' legend and tooltip mark each series with a swatch of its colour.
  colorSwatch: colorSwatchRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
