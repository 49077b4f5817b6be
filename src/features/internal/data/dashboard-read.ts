// The Dashboard's read of its figures, named once: the screen asks for it, and the route table
// reads its kept answer from the device ahead of the screen's code (server-reads/read-ahead.ts).
export const DASHBOARD_READ_KEY = ['dashboard'] as const;
