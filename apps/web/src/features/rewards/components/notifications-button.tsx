import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useUnread } from '../api/use-notifications';
import { notificationTexts } from '../notification-texts';
import { NotificationsPanel } from './notifications-panel';

/**
 * The top bar's notifications button (spec 1 §2): a bell with a dot while there are referral
 * rewards, boosts or bonuses newer than the user's last look; opening it counts as a look. The
 * panel is a small disclosure rather than a Radix menu, whose shared chunks would lengthen the
 * first page's list of chunks: focus moves into it, Escape closes it and puts focus back on the
 * bell, and a press outside closes it.
 */
export function NotificationsButton(props: { userId: string; historyHref: string }) {
  const { unread, markSeen } = useUnread(props.userId);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className="md:relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          unread
            ? `${notificationTexts.button} (${notificationTexts.unread})`
            : notificationTexts.button
        }
        onClick={() => {
          if (!open) markSeen();
          setOpen(!open);
        }}
        className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-raised text-ink ring-1 ring-line transition-colors hover:bg-overlay aria-expanded:bg-overlay max-sm:size-9"
      >
        <Bell aria-hidden className="size-4" />
        {unread && (
          <span
            data-testid="notifications-unread"
            className="absolute top-2 right-2 size-2 rounded-full bg-accent-strong ring-2 ring-raised"
          />
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={notificationTexts.title}
          tabIndex={-1}
          className="fixed inset-x-2 top-16 z-50 rounded-lg bg-surface p-1.5 shadow-2xl ring-1 shadow-black/60 ring-line outline-none md:absolute md:inset-x-auto md:top-12 md:right-0 md:w-80"
        >
          <NotificationsPanel historyHref={props.historyHref} onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
