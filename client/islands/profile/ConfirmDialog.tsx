import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A native modal <dialog>: focus moves into it and back to the opener, Esc closes it, the page behind
 * is inert. `open` drives showModal()/close(); closing by Esc reports through onClose (not while `busy`).
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
      onCancel={(event) => busy && event.preventDefault()}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
