import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A native modal <dialog>: focus moves into it and back to the opener, Esc closes it, the page behind
 * is inert. `open` drives showModal()/close(); Esc asks through onClose (not while `busy`), and a close the
 * browser forces anyway reports through onClose too.
 */
export function ConfirmDialog(props: { open: boolean; title: string; children: ReactNode; onClose: () => void; busy?: boolean }) {
  const { open, title, children, onClose, busy } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Named only while open: a closed dialog is no control, and must not answer to its title's words.
  // While the confirmed action runs, Esc must not hide a dialog whose outcome is still coming.
  return (
    <dialog
      ref={ref}
      className="dialog card"
      aria-labelledby={open ? titleId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        // Esc closes through `open`, so the state never says open while the dialog is shut (the native
        // close's event arrives a task later, after a quick Enter on the opener would have been lost).
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
