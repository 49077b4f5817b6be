import { describe, expect, it } from 'vitest';
import { system } from '@/app/theme/system';
import { GLOBAL_CSS_MARK, withPrerenderedGlobalCss } from '@/app/theme/global-css';

/** A page as far as the function looks at it: the marked style element, if any. */
const pageWith = (emotion: string | null) =>
  ({
    querySelector: (selector: string) =>
      emotion !== null && selector === `style[${GLOBAL_CSS_MARK}]` ? { dataset: { emotion } } : null,
  }) as unknown as Document;

describe('the design system given to ChakraProvider', () => {
  it('names the prerendered global CSS, so emotion adopts it, and is the same system otherwise', () => {
    const value = withPrerenderedGlobalCss(system, pageWith('css-global 9pwx6n'));
    expect(value._global).toEqual({ name: '9pwx6n', styles: '' });
    expect(value.css).toBe(system.css);
    expect(value.token('colors.brand.600')).toBe('#4f46e5');
    expect(value.getRecipe('button')).toBe(system.getRecipe('button'));
  });

  it('is the system as it is on a page without that CSS (the dev server) or without a document', () => {
    expect(withPrerenderedGlobalCss(system, pageWith(null))).toBe(system);
    expect(withPrerenderedGlobalCss(system, pageWith('css-global'))).toBe(system);
    expect(withPrerenderedGlobalCss(system, undefined)).toBe(system);
  });
});
