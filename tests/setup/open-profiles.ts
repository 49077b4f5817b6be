// Each page of freshPage runs in a browser of its own: one a test file left open would go on
// syncing beside the next file's tests, so they close with the file.
import { afterAll } from 'vitest';
import { closeVisitedProfiles } from '../fixtures/visited-profile';

afterAll(async () => {
  await closeVisitedProfiles();
});
