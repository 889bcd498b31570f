/**
 * Where a modal dialog sits: centred in the window less the room the toasts take at its foot
 * (`--toast-room`, set by toaster.tsx), and never taller than that, scrolling inside instead;
 * so a toast, such as a failed sign-up's, never covers the dialog's actions (issue 37).
 */
export const dialogFrame =
  'fixed top-[calc(50%_-_var(--toast-room,0px)/2)] left-1/2 z-50 max-h-[calc(100dvh_-_1.5rem_-_var(--toast-room,0px))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto transition-[top,max-height] duration-200';
