import { create } from 'zustand';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';

interface SidebarPreference {
  /** What the user chose with the toggle; null until they choose. Small screens override it. */
  collapsed: boolean | null;
  setCollapsed: (collapsed: boolean) => void;
}

/** The stored choice; earlier builds wrapped it as `{ state: { collapsed } }` (zustand persist). */
function storedCollapsed(): boolean | null {
  const stored = readStored(storageKeys.sidebar) as
    { collapsed?: unknown; state?: { collapsed?: unknown } } | undefined;
  const value = stored?.collapsed ?? stored?.state?.collapsed;
  return typeof value === 'boolean' ? value : null;
}

/** The sidebar's collapse preference, remembered in this browser across visits. */
export const useSidebarStore = create<SidebarPreference>()((set) => ({
  collapsed: storedCollapsed(),
  setCollapsed: (collapsed) => {
    set({ collapsed });
    writeStored(storageKeys.sidebar, { collapsed });
  },
}));
