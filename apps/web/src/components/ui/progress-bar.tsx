/** A labelled progress bar whose visible text is the value to one decimal, e.g. "84.7%". */
interface ProgressBarProps {
  /** 0 to 100, unrounded. */
  readonly percent: number;
  readonly label: string;
  readonly testId?: string;
}

export function ProgressBar({ percent, label, testId }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  const text = `${clamped.toFixed(1)}%`;
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Number(clamped.toFixed(1))}
      aria-valuetext={text}
      data-testid={testId}
    >
      <span className="progress-track" aria-hidden="true">
        <span className="progress-fill" style={{ width: `${clamped}%` }} />
      </span>
      <span className="progress-text">{text}</span>
    </div>
  );
}
