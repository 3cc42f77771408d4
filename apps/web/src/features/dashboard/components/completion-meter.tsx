/** How complete the traveller's profile is, 0-100, as a labelled bar with the whole percentage. */
export function CompletionMeter({ percent }: { readonly percent: number }) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className="dash-completion-meter"
      role="progressbar"
      aria-label="Profile completion"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}% complete`}
    >
      <span className="dash-completion-meter-value">{clamped}%</span>
      <span className="dash-completion-meter-track" aria-hidden="true">
        <span className="dash-completion-meter-fill" style={{ width: `${clamped}%` }} />
      </span>
    </div>
  );
}
