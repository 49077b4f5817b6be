// Every browser test fails on an uncaught error in a page it opened with freshPage: a test that
// passes while the app throws (a write other tabs could not be told of, say) hides a bug.
import { afterEach, expect } from 'vitest';
import { takePageErrors } from '../fixtures/browser';

afterEach(() => {
  expect(takePageErrors(), 'uncaught errors in the page').toEqual([]);
});
