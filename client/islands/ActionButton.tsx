/** An account or plan button that runs an action: disabled while it runs, and saying what it is doing. */
export function ActionButton(props: { busy: boolean; label: string; busyLabel: string; onClick: () => unknown; primary?: boolean }) {
  return (
    <button type="button" className={props.primary ? "button primary" : "button"} disabled={props.busy} onClick={() => void props.onClick()}>
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}
