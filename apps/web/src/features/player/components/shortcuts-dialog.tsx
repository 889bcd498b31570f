import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { playerTexts, shortcutTexts } from '../texts';

/** The list of keyboard shortcuts, opened with '?' or the keyboard button. */
export function ShortcutsDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-6 shadow-2xl ring-1 shadow-black/60 ring-line">
          <div className="mb-1 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink">
              {playerTexts.shortcuts}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="flex size-8 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted">
            {playerTexts.shortcutsHint}
          </Dialog.Description>
          <dl className="flex flex-col gap-2.5">
            {shortcutTexts.map(({ keys, action }) => (
              <div key={action} className="flex items-center justify-between gap-4 text-sm">
                <dt className="text-muted">{action}</dt>
                <dd className="flex gap-1">
                  {keys.map((key) => (
                    <kbd
                      key={key}
                      className="min-w-7 rounded-md bg-raised px-2 py-0.5 text-center font-sans text-xs font-semibold text-ink ring-1 ring-line"
                    >
                      {key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
