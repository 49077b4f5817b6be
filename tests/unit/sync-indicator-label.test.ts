import { describe, expect, it } from 'vitest';
import { syncIndicatorLabel } from '@/utils/sync-indicator-label';

describe('the sync indicator', () => {
  it('says offline, with the changes waiting', () => {
    expect(syncIndicatorLabel({ online: false, pendingWrites: 3, failedWrites: 0 })).toEqual({
      label: 'Offline — 3 changes waiting',
      tone: 'offline',
    });
    expect(syncIndicatorLabel({ online: false, pendingWrites: 1, failedWrites: 0 }).label).toBe(
      'Offline — 1 change waiting',
    );
    expect(syncIndicatorLabel({ online: false, pendingWrites: 0, failedWrites: 0 }).label).toBe('Offline');
  });

  it('puts refused changes first, since they need the person', () => {
    expect(syncIndicatorLabel({ online: false, pendingWrites: 2, failedWrites: 1 })).toEqual({
      label: '1 change could not be saved',
      tone: 'failed',
    });
  });

  it('says what is being saved online, and when all is saved', () => {
    expect(syncIndicatorLabel({ online: true, pendingWrites: 2, failedWrites: 0 }).label).toBe('Saving 2 changes');
    expect(syncIndicatorLabel({ online: true, pendingWrites: 0, failedWrites: 0 })).toEqual({
      label: 'All changes saved',
      tone: 'saved',
    });
  });
});
