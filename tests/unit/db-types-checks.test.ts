import { describe, expect, test } from 'vitest';
import { listedValues } from '../../scripts/db-types/checks';

describe('the values a CHECK constraint lists', () => {
  test('are read from the definition PostgreSQL keeps for `col in (…)`', () => {
    const definition = "CHECK ((kind = ANY (ARRAY['interview'::text, 'call'::text, 'it''s'::text])))";
    expect(listedValues(definition, 'kind')).toEqual(['interview', 'call', "it's"]);
  });

  test('are none for a check on another column or of another shape', () => {
    expect(listedValues("CHECK ((kind = ANY (ARRAY['a'::text])))", 'status')).toBeNull();
    expect(listedValues('CHECK ((char_length(title) <= 200))', 'title')).toBeNull();
    expect(listedValues("CHECK (((kind IS NULL) OR (kind = ANY (ARRAY['a'::text]))))", 'kind')).toBeNull();
  });
});
