import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import { useRuntime } from '@/lib/runtime/context';

interface SidebarPreference {
  /** What the user chose with the toggle from lg up; null until they choose. */
  collapsed: boolean | null;
  setCollapsed: (collapsed: boolean) => void;
  /** Whether the sidebar is open over the page between md and lg; never remembered. */
  overlayOpen: boolean;
  setOverlayOpen: (open: boolean) => void;
}

/** The stored choice; earlier builds wrapped it as `{ state: { collapsed } }` (zustand persist). */
function storedCollapsed(): boolean | null {
  const stored = readStored(storageKeys.sidebar) as
    { collapsed?: unknown; state?: { collapsed?: unknown } } | undefined;
  const value = stored?.collapsed ?? stored?.state?.collapsed;
  return typeof value === 'boolean' ? value : null;
}

/** The sidebar's collapse preference, remembered in this browser across visits. */
export type SidebarStore = StoreApi<SidebarPreference>;

/** A part of the runtime (ADR 0010): one preference per running app, read from the device. */
export function createSidebarStore(): SidebarStore {
  return createStore<SidebarPreference>()((set) => ({
    collapsed: storedCollapsed(),
    setCollapsed: (collapsed) => {
      set({ collapsed });
      writeStored(storageKeys.sidebar, { collapsed });
    },
    overlayOpen: false,
    setOverlayOpen: (overlayOpen) => set({ overlayOpen }),
  }));
}

/** Reads part of the runtime's sidebar preference; re-renders when it changes. */
export function useSidebarPreference<T>(select: (preference: SidebarPreference) => T): T {
  return useStore(useRuntime().part(createSidebarStore), select);
}
