/** Counts a vitest stage reports (its JSON report's fields). */
export type StageCounts = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites?: number;
};

export function runVitestStage(options: {
  label: string;
  args: string[];
  file: string;
  env?: Record<string, string>;
  stuckSeconds: number;
  cwd?: string;
  /** Asked after a failed run: whether the app the tests drive went down during it. */
  appWentDown?: () => boolean;
}): Promise<{ status: number; json: StageCounts | null }>;
