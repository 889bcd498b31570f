import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/features/account/api/use-session';
import { ReferralProcessor } from './lazy-slots';

const REFERRAL_PARAM = /[?&](ref|referral)=/;

/**
 * The referral parameters on any page (spec 1 §2, §4): the address is read by a module loaded
 * only when it carries `ref` or `referral`; a signed-in user's stored code is processed in the
 * member chunk. Renders nothing visible.
 */
export function ReferralWatch() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession().status === 'signed-in';
  useEffect(() => {
    if (REFERRAL_PARAM.test(search)) {
      void import('@/features/referral/url-referral').then((m) =>
        m.handleReferralParams(
          search,
          (rest) => void navigate({ search: rest }, { replace: true }),
        ),
      );
    }
  }, [search, navigate]);
  return signedIn ? <ReferralProcessor /> : null;
}
