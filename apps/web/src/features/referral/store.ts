import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useRuntime } from '@/lib/runtime/context';
import {
  initialReferralState,
  referralReducer,
  type ReferralEvent,
  type ReferralProcessingState,
} from './state';

interface ReferralStoreState extends ReferralProcessingState {
  /** Applies one of spec 2 §4's transitions (state.ts). */
  dispatch: (event: ReferralEvent) => void;
}

/** The referral state of one running app (a runtime part, ADR 0010). */
export type ReferralStore = StoreApi<ReferralStoreState>;

/** Builds the store: the reducer of state.ts behind zustand. */
export function createReferralStore(): ReferralStore {
  return createStore<ReferralStoreState>()((set) => ({
    ...initialReferralState,
    dispatch: (event) => set((state) => referralReducer(state, event)),
  }));
}

/** This app's referral store. */
export const useReferralStore = () => useRuntime().part(createReferralStore);

/** Reads part of the referral state; re-renders when it changes. */
export function useReferralProcessing<T>(select: (state: ReferralStoreState) => T): T {
  return useStore(useReferralStore(), select);
}
