/** Placeholder until the realtime benchmark lands. */
export async function run(): Promise<void> {
  console.log('realtime benchmark: not implemented yet');
}
