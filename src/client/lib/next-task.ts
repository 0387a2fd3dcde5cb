/** Resolves in a later task, so the browser can paint and take input before the work that follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
