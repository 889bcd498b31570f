import { AlertDialog } from 'radix-ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { dialogFrame } from './dialog-frame';

/**
 * A styled confirmation of an action that cannot be undone, instead of window.confirm: a
 * Radix alert dialog (focus trapped on Cancel first, Escape cancels, the focus goes back to
 * what opened it). `onConfirm` runs while the dialog stays open; `pending` disables it.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** A destructive action's button is red. */
  destructive?: boolean;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          className={clsx(
            dialogFrame,
            'flex w-[calc(100vw-1.5rem)] max-w-[420px] flex-col gap-4 rounded-2xl bg-surface p-6 shadow-2xl ring-1 shadow-black/60 ring-line',
          )}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">
            {props.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-2 flex justify-end gap-2">
            <AlertDialog.Cancel
              disabled={props.pending}
              className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold text-muted ring-1 ring-line hover:bg-raised hover:text-ink disabled:opacity-50"
            >
              {props.cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={props.pending}
              onClick={props.onConfirm}
              className={clsx(
                'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition disabled:opacity-50',
                props.destructive
                  ? 'bg-danger text-canvas hover:brightness-110'
                  : 'bg-ink text-canvas hover:bg-white',
              )}
            >
              {props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
