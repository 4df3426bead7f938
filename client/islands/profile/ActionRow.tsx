/** A profile section's one button, alone on its row: while `busy` it is disabled and says `busyLabel`. */
export function ActionRow({ busy, onClick, label, busyLabel }: { busy: boolean; onClick: () => unknown; label: string; busyLabel: string }) {
  return (
    <p className="actions">
      <button type="button" className="button" disabled={busy} onClick={() => void onClick()}>
        {busy ? busyLabel : label}
      </button>
    </p>
  );
}
