/** Reads a port number from the environment, or exits with a clear message when it is not one. */
export function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number, got '${raw}'`);
    process.exit(2);
  }
  return port;
}

/** Reads a positive whole number (seconds, milliseconds) from the environment, or exits saying so. */
export function envPositive(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number, got '${raw}'`);
    process.exit(2);
  }
  return value;
}
