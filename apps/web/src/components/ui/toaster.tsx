import { useEffect, useRef } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** sonner's gap between stacked toasts, of which it shows three. */
const GAP = 14;
const SHOWN = 3;
/** Room kept between the toasts and what sits above them. */
const MARGIN = 12;

/** The height the toasts take at the foot of the window, in px; 0 when none shows. */
function toastRoom(container: HTMLElement): number {
  const list = container.querySelector<HTMLElement>(
    '[data-sonner-toaster][data-y-position="bottom"]',
  );
  const count = list?.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])').length;
  if (!list || !count) return 0;
  const front = Number.parseFloat(list.style.getPropertyValue('--front-toast-height')) || 0;
  const offset = window.innerHeight - list.getBoundingClientRect().bottom;
  return Math.ceil(offset + front + (Math.min(count, SHOWN) - 1) * GAP + MARGIN);
}

/**
 * sonner's toasts, which also say how much of the window's foot they take, as `--toast-room` on
 * the root element: an open dialog (dialog-frame.ts) sits above that room, so a toast never
 * covers its actions, such as the 'Sign in now' a 'Signup Error' points to (issue 37). Toasts
 * are rare, so watching their few nodes costs nothing while none shows.
 */
export function Toaster(props: ToasterProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      const room = toastRoom(container);
      if (room > 0) root.style.setProperty('--toast-room', `${room}px`);
      else root.style.removeProperty('--toast-room');
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'data-removed'],
    });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      root.style.removeProperty('--toast-room');
    };
  }, []);
  return (
    <div ref={ref} className="contents">
      <Sonner {...props} />
    </div>
  );
}
