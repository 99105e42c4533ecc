export interface MainThreadWork {
  cpuTotalMs: number;
  cpuAfterFcpMs: number;
  longestTaskMs: number;
  tasksOver50MsAt4x: number;
}
export function mainThreadWork(events: Array<Record<string, unknown>>): MainThreadWork;
