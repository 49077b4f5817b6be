/**
 * RxDB's schema validation (Ajv), in development and tests only: a document of the wrong shape
 * (a missing field, a wrong type, a column the schema does not know) is refused where it is
 * written, as RxDB error VD2 for a local write and RC_PULL for a pulled row, instead of being
 * stored and read back wrong. Production builds leave it out: validating every write costs
 * time on the device, and Ajv with its formats adds to the bundle (`import.meta.env.DEV` is
 * false there, so the branch and its dynamic import are dropped from the build).
 *
 * `import.meta.env` is Vite's (the app, and Vitest); code bundled by other tools (the sync
 * benchmark's esbuild page) has none, and runs without validation like production. Check with
 * `npx vite build` that no `validate-ajv` chunk is emitted.
 */
import type { RxStorage } from 'rxdb';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStorage = RxStorage<any, any>;

const VALIDATED = 'validate-';

/** The storage, wrapped in RxDB's Ajv validation in development and tests (once). */
export async function withSchemaValidation(storage: AnyStorage): Promise<AnyStorage> {
  // Written inline (not in a helper) so that the production build drops the dynamic import.
  if (!import.meta.env?.DEV || storage.name.startsWith(VALIDATED)) return storage;
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return reportRefusals(wrappedValidateAjvStorage({ storage }));
}

/**
 * Says each refused document on the console: a local write throws VD2 at its caller, but a
 * pulled row's refusal reaches only the replication's errors (the sync status), and would
 * otherwise go unseen in development and in tests.
 */
function reportRefusals(storage: AnyStorage): AnyStorage {
  return {
    ...storage,
    async createStorageInstance(params) {
      const instance = await storage.createStorageInstance(params);
      const write = instance.bulkWrite.bind(instance);
      instance.bulkWrite = async (rows, context) => {
        const result = await write(rows, context);
        for (const error of result.error) {
          if (error.status !== 422) continue;
          const problems = (error as { validationErrors?: unknown }).validationErrors;
          console.error(
            '[sync] a document does not fit its schema',
            params.collectionName,
            error.documentId,
            context,
            problems,
          );
        }
        return result;
      };
      return instance;
    },
  };
}

/** The storage's own name, under a validation wrapper's (`validate-ajv-dexie` is Dexie). */
export function baseStorageName(storage: AnyStorage): string {
  return storage.name.startsWith(VALIDATED) ? storage.name.replace(/^validate-[^-]+-/, '') : storage.name;
}
