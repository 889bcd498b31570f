import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SidebarPreference {
  /** What the user chose with the toggle; null until they choose. Small screens override it. */
  collapsed: boolean | null;
  setCollapsed: (collapsed: boolean) => void;
}

/** The sidebar's collapse preference, remembered in this browser across visits. */
export const useSidebarStore = create<SidebarPreference>()(
  persist(
    (set) => ({
      collapsed: null,
      setCollapsed: (collapsed) => set({ collapsed }),
    }),
    {
      name: 'earshot.sidebar',
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ collapsed: state.collapsed }),
    },
  ),
);
