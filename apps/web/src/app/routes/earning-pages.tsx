// The bodies of /ranking, /referral and /boost: one chunk for the three (ADR 0010).
export { RankingPage } from '@/features/ranking/components/ranking-page';
export { ReferralPage } from '@/features/referral/components/referral-page';
export { BoostPage } from '@/features/rewards/components/boost-page';
