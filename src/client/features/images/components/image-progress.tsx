import { Progress } from '#client/components/ui/progress.tsx';

/** The generation progress bar with a caption; hidden while idle. */
export function ImageProgress({ progress }: { progress: number }) {
  if (progress <= 0) return null;
  const isDone = progress >= 100;
  return (
    <div className="grid gap-1.5">
      <Progress value={progress} aria-label="Image generation progress" />
      <p className="flex justify-between text-muted-foreground text-xs">
        {/* Only the change of state is announced; the bar itself carries the number. */}
        <span aria-live="polite">{isDone ? 'Image ready' : 'Generating image…'}</span>
        <span aria-hidden="true">{progress}%</span>
      </p>
    </div>
  );
}
