// The design system: Chakra's base, tokens and only the recipes the app uses (Chakra's bundle
// optimisation guide: the full recipe set costs ~30 KB gzip on every page), plus the Evee brand
// palette (indigo), whose solid colour keeps white text above 4.5:1 in light and dark.
// The recipes here are those of the pages outside the signed-in area (landing, /auth, public
// pages, error and loading screens, toasts); the signed-in area's own are in
// workspace-recipes.ts, registered before any of its screens renders (loadWorkspaceRecipes).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  dataListSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { avatarStyles } from '@/components/avatar-styles';
import { importFresh, onceUntilFailed } from '@/utils/module-loads';
import { plainSelectStyles } from '@/components/plain-select-styles';
import { reducedMotionStyles } from './motion-styles';
import { scrollbarStyles } from './scrollbar-styles';

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    ...avatarStyles,
    ...plainSelectStyles,
    ...scrollbarStyles,
    ...reducedMotionStyles,
    'html, body': { minHeight: '100%' },
    'html[data-theme-transition] *': {
      transition: 'background-color 600ms ease, border-color 600ms ease, color 600ms ease !important',
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's defaults put white on 600 shades and status text on 500 shades, which fall
        // under 4.5:1 for small text (a 12 px badge, an 'Overdue' note): one shade darker
        // in light mode, one lighter in dark, keeps every status colour legible.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' }, contrast: { value: 'white' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        cyan: { solid: { value: '{colors.cyan.700}' } },
        pink: { solid: { value: '{colors.pink.700}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);

/**
 * Adds the signed-in area's recipes to the system. Chakra reads a recipe from the theme when a
 * component first asks for it, so they must be in before a component that uses one renders:
 * the signed-in routes' modules wait for this (route-modules.ts).
 */
export const loadWorkspaceRecipes: () => Promise<void> = onceUntilFailed(() =>
  importFresh(() => import('./workspace-recipes')).then(({ recipes, slotRecipes }) => {
    const theme = system._config.theme!;
    Object.assign((theme.recipes ??= {}), recipes);
    Object.assign((theme.slotRecipes ??= {}), slotRecipes);
  }),
);
