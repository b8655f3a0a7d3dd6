/**
 * The button that sends a checkout form. While its call is on its way it says so (e.g. "Saving…")
 * and is marked aria-disabled rather than disabled, so it keeps its focus and a second press is
 * simply ignored by the step.
 */
type Props = {
  label: string;
  busyLabel: string;
  /** The form's call is on its way: the button says `busyLabel`. */
  busy: boolean;
  /** A press would be ignored; by default while busy (a form with more calls may block longer). */
  blocked?: boolean;
};

export function SubmitButton({ label, busyLabel, busy, blocked = busy }: Props) {
  return (
    <button type="submit" className="btn-primary min-w-48" aria-disabled={blocked || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
