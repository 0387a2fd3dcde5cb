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
}): Promise<{ status: number; json: StageCounts | null }>;
