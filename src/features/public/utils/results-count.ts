// What /jobs says above its results: how many open jobs there are, or how many match.
export function resultsCount(total: number, filtered: boolean): string {
  const jobs = `${total.toLocaleString('en-US')} open ${total === 1 ? 'job' : 'jobs'}`;
  if (!filtered) return jobs;
  return total === 1 ? '1 open job matches' : `${jobs} match`;
}
