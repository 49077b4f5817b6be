// The build-time configuration, parsed once (CONVENTIONS 15).
import { parseEnv, type AppEnv } from './parse-env';

export const env: AppEnv = parseEnv(import.meta.env as unknown as Record<string, string | undefined>);
