import { describe, expect, it } from 'vitest';
import { showsSwitcher, switchTargetCount } from '@/app/workspace/switch-targets';

describe('whether Switch Roles is shown', () => {
  it('hides it from someone with one workspace and at most one company', () => {
    expect(showsSwitcher(['talent'], 0)).toBe(false);
    expect(showsSwitcher(['recruiter'], 0)).toBe(false);
    expect(showsSwitcher(['company'], 1)).toBe(false);
  });

  it('shows it when there is another workspace or another company to go to', () => {
    expect(showsSwitcher(['talent', 'recruiter'], 0)).toBe(true);
    expect(showsSwitcher(['talent', 'company'], 1)).toBe(true);
    expect(showsSwitcher(['company'], 2)).toBe(true);
  });

  it('counts the company workspace once while its companies are still loading', () => {
    expect(switchTargetCount(['talent', 'company', 'recruiter', 'internal'], 0)).toBe(4);
    expect(switchTargetCount(['talent', 'company', 'recruiter', 'internal'], 3)).toBe(6);
  });
});
