import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { casesFor } from '../fixtures/sync-fuzz-ops';
import { fuzzStats, runCase } from '../fixtures/sync-fuzz-run';
import { FuzzServer } from '../fixtures/sync-fuzz-server';
import { closeWorld, makeFuzzWorld, type FuzzWorld } from '../fixtures/sync-fuzz-world';

// Seeded sync fuzz: random interleavings of server transactions (committed out of order,
// rolled back, a row changed twice in one, soft-deleted and brought back), device writes and
// network cuts, over a table of each replication path. After each case every device must
// mirror exactly what the server shows its user. `npm test` runs a short pass;
// `npm run test:sync-fuzz` a long one (SYNC_FUZZ_RUNS); SYNC_FUZZ_SEED replays a run.

const SEED = process.env.SYNC_FUZZ_SEED ? Number(process.env.SYNC_FUZZ_SEED) : Date.now() % 2_147_483_647;
const RUNS = Number(process.env.SYNC_FUZZ_RUNS ?? 20);
const replay = `SYNC_FUZZ_SEED=${SEED} SYNC_FUZZ_RUNS=${RUNS} npm run test:sync-fuzz`;

let world: FuzzWorld;
let server: FuzzServer | undefined;

beforeAll(async () => {
  world = await makeFuzzWorld(Math.max(4, Math.min(RUNS * 2, 40)));
  const participants = await sql<{ id: string }>(
    'select id from public.conversation_participants where conversation_id = $1 order by id',
    [world.conversation],
  );
  server = new FuzzServer(
    world,
    participants.map((p) => p.id),
  );
});

afterAll(async () => {
  await server?.close();
  await closeWorld(world);
});

describe('the sync fuzz', () => {
  it(
    'leaves every device mirroring what the server shows its user, whatever the order of commits, writes and cuts',
    async () => {
      const cases = casesFor(SEED, RUNS);
      console.info(`[sync-fuzz] seed ${SEED}, ${cases.length} cases (replay: ${replay})`);
      for (const [i, fuzz] of cases.entries()) {
        const found = await runCase(world, server!, fuzz);
        if (found.length) {
          const report = found
            .map(
              (d) =>
                `  ${d.device} · ${d.table}: missing ${JSON.stringify(d.missing)}, extra ${JSON.stringify(d.extra)}, different ${JSON.stringify(d.different)}`,
            )
            .join('\n');
          const message = `[sync-fuzz] case ${i + 1} of ${cases.length} diverged (replay: ${replay})\n${report}\nops: ${JSON.stringify(fuzz)}`;
          console.error(message);
          expect.fail(message);
        }
      }
      console.info(
        `[sync-fuzz] ${cases.length} cases converged (seed ${SEED}); ${server!.lateCommits} commits came after a later transaction's, ${server!.lostRaces} writes lost a lock race; ${fuzzStats.deviceWrites} device writes, ${fuzzStats.cuts} network cuts, ${fuzzStats.reloads} reloads`,
      );
    },
    Math.max(120_000, RUNS * 30_000),
  );
});
