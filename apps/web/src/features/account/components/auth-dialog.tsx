import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { dialogFrame } from '@/components/ui/dialog-frame';
import { modalTexts } from '../texts';

/** `target` when it is an element outside any dialog, else null. */
function outsideDialog(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement &&
    target !== document.body &&
    !target.closest('[role="dialog"]')
    ? target
    : null;
}

/**
 * Remembers the last element focused outside any dialog. The modal opens from the address
 * (`?signin=true`), not from a Radix trigger, so Radix has no trigger to give the focus back
 * to; this is where it goes instead.
 */
function useFocusBeforeDialog() {
  // The dialog's code loads on demand (ADR 0010), so the focus may have moved before it
  // mounted: what is focused at its first render counts too.
  const [focusedAtMount] = useState(() => outsideDialog(document.activeElement));
  const last = useRef<HTMLElement | null>(focusedAtMount);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = outsideDialog(event.target);
      if (target) last.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  return last;
}

/**
 * The frame every authentication step shares: a Radix dialog (focus trapped and given back,
 * Escape and the close button close it) with the step's title, a lead line and its body.
 */
export function AuthDialog(props: { open: boolean; onClose: () => void; children: ReactNode }) {
  const returnFocus = useFocusBeforeDialog();
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          className={clsx(
            dialogFrame,
            'w-[calc(100vw-1.5rem)] max-w-[420px] rounded-2xl bg-surface p-6 shadow-2xl ring-1 shadow-black/60 ring-line sm:p-8',
          )}
        >
          <Dialog.Close
            aria-label={modalTexts.close}
            className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink"
          >
            <X aria-hidden className="size-[18px]" />
          </Dialog.Close>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A step's heading: the spec's title and one line under it, which describes the dialog. */
export function StepHeader(props: { title: string; lead: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col items-center gap-2 pr-2 pl-2 text-center">
      <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">
        {props.title}
      </Dialog.Title>
      <Dialog.Description asChild>
        <div className="text-sm text-muted">{props.lead}</div>
      </Dialog.Description>
    </header>
  );
}
