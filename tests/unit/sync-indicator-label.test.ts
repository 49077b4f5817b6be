import { describe, expect, it } from 'vitest';
import { syncIndicatorLabel } from '@/utils/sync-indicator-label';

describe('the sync indicator', () => {
  it('says offline, with the changes waiting', () => {
    expect(syncIndicatorLabel({ online: false, pendingWrites: 3, failedWrites: 0 })).toEqual({
      label: 'Offline — 3 changes waiting',
      tone: 'offline',
      failed: null,
    });
    expect(syncIndicatorLabel({ online: false, pendingWrites: 1, failedWrites: 0 }).label).toBe(
      'Offline — 1 change waiting',
    );
    expect(syncIndicatorLabel({ online: false, pendingWrites: 0, failedWrites: 0 }).label).toBe('Offline');
  });

  it('says offline and refused changes side by side, neither hiding the other', () => {
    expect(syncIndicatorLabel({ online: false, pendingWrites: 2, failedWrites: 1 })).toEqual({
      label: 'Offline — 2 changes waiting',
      tone: 'offline',
      failed: '1 change could not be saved',
    });
  });

  it('never says all changes are saved while some were refused', () => {
    expect(syncIndicatorLabel({ online: true, pendingWrites: 0, failedWrites: 2 })).toEqual({
      label: 'Online',
      tone: 'saved',
      failed: '2 changes could not be saved',
    });
  });

  it('says what is being saved online, and when all is saved', () => {
    expect(syncIndicatorLabel({ online: true, pendingWrites: 2, failedWrites: 0 }).label).toBe('Saving 2 changes');
    expect(syncIndicatorLabel({ online: true, pendingWrites: 0, failedWrites: 0 })).toEqual({
      label: 'All changes saved',
      tone: 'saved',
      failed: null,
    });
  });
});
